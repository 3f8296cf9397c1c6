import { clientLocale } from './i18n';
import { el, type Shell } from './shell';

// The betting layout of the table games (baccarat, the money wheel): a row of chips (radio
// buttons), bet spots that take the chosen chip on each press, the total, and a clear button.
// Bets stay on the table after a round, so the next round can be played as it stands.

export type TableBets<K extends string> = {
  /** The amount on each spot that has a bet, in the order the spots were made. */
  placed(): { key: K; amount: number }[];
  total(): number;
  /** A bet spot; its accessible name says what it pays. */
  spot(key: K, label: string, odds: number, className?: string): HTMLButtonElement;
  /** Marks the spots that won the last round (none: an empty list). */
  markWinners(keys: readonly K[]): void;
  /** Shows the bets and tells `onChange`; call once the page is built. */
  refresh(): void;
  chips: HTMLElement;
  totalLine: HTMLElement;
  clear: HTMLButtonElement;
};

export function createTableBets<K extends string>(
  shell: Shell,
  onChange: (hasBets: boolean) => void,
): TableBets<K> {
  const { t, boot } = shell;
  const amounts = new Map<K, number>();
  const spots = new Map<K, HTMLButtonElement>();
  const formatOdds = new Intl.NumberFormat(clientLocale(boot.locale), {
    maximumFractionDigits: 2,
  });

  const chips = el('fieldset', 'chips');
  chips.append(el('legend', 'chips__legend', t('chip')));
  // A mid-sized chip first, as the slots start on a mid-sized stake.
  const startChip = boot.tableChips[Math.min(1, boot.tableChips.length - 1)];
  for (const value of boot.tableChips) {
    const label = el('label', 'chip');
    const input = el('input', 'chip__input');
    input.type = 'radio';
    input.name = 'chip';
    input.value = String(value);
    input.checked = value === startChip;
    label.append(input, el('span', 'chip__face', shell.money(value)));
    chips.append(label);
  }
  const chip = () => Number(chips.querySelector<HTMLInputElement>('input:checked')?.value ?? 0);

  const totalLine = el('p', 'bets__total');
  const total = () => [...amounts.values()].reduce((sum, amount) => sum + amount, 0);

  function render(): void {
    for (const [key, button] of spots) {
      const amount = amounts.get(key);
      const shown = amount === undefined ? '' : shell.money(amount);
      button.setAttribute('aria-pressed', String(amount !== undefined));
      button.dataset.amount = shown;
      // The badge is drawn by CSS: the accessible name carries the amount itself.
      const name = button.dataset.name ?? '';
      button.setAttribute('aria-label', shown ? `${name} (${shown})` : name);
    }
    totalLine.textContent = `${t('totalBet')}: ${shell.money(total())}`;
    onChange(amounts.size > 0);
  }

  function place(key: K): void {
    if (shell.isPaused()) return;
    const value = chip();
    if (total() + value > boot.tableMaxTotal) {
      shell.say(t('tableLimit', { amount: shell.money(boot.tableMaxTotal) }), 'error');
      return;
    }
    amounts.set(key, (amounts.get(key) ?? 0) + value);
    render();
  }

  const clear = shell.button(t('clearBets'), () => {
    amounts.clear();
    render();
  });
  shell.lockedWhileBusy.add(clear);
  shell.lockedWhileBusy.add(chips);

  const bets: TableBets<K> = {
    placed: () =>
      [...spots.keys()].flatMap((key) => {
        const amount = amounts.get(key);
        return amount === undefined ? [] : [{ key, amount }];
      }),
    total,
    spot(key, label, odds, className = '') {
      const button = shell.button('', () => place(key), `bet-spot ${className}`.trim());
      button.append(
        el('span', 'bet-spot__label', label),
        el('span', 'bet-spot__odds', `${formatOdds.format(odds)}:1`),
      );
      button.dataset.name = t('paysToOne', { label, odds: formatOdds.format(odds) });
      button.setAttribute('aria-label', button.dataset.name);
      button.setAttribute('aria-pressed', 'false');
      spots.set(key, button);
      shell.lockedWhileBusy.add(button);
      return button;
    },
    markWinners(keys) {
      for (const [key, button] of spots)
        button.classList.toggle('bet-spot--won', keys.includes(key));
    },
    refresh: render,
    chips,
    totalLine,
    clear,
  };
  return bets;
}
