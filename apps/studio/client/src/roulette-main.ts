import type { RouletteBet, RouletteOutcome } from '../../src/engines/roulette';
import { createShell, el } from './shell';

// European roulette: a chip value, then press numbers (straight bets) or outside bets; Spin plays
// them all as one round. Split, street, corner and line bets are in the API (README).

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const shell = createShell({ showStakes: false });
const { t, boot } = shell;

const bets = new Map<string, RouletteBet>();
const total = () => [...bets.values()].reduce((sum, bet) => sum + bet.amount, 0);

const wheel = el('div', 'wheel');
const wheelNumber = el('span', 'wheel__number', '–');
wheel.append(wheelNumber);
const table = el('div', 'table');
const betLine = el('p', 'bets__total');
shell.stage.append(wheel, table, betLine);

const chips = boot.stakes.filter((stake) => stake >= boot.rouletteChip);
const chipSelect = el('select', 'game__stake');
for (const chip of chips) {
  const option = el('option', '', shell.money(chip));
  option.value = String(chip);
  chipSelect.append(option);
}
const chipLabel = el('label', 'game__stake-label', `${t('chip')} `);
chipLabel.append(chipSelect);

const spots = new Map<string, HTMLButtonElement>();
function spot(
  key: string,
  label: string,
  bet: Omit<RouletteBet, 'amount'>,
  className: string,
): HTMLButtonElement {
  const button = shell.button(label, () => place(key, bet), `spot ${className}`);
  button.setAttribute('aria-pressed', 'false');
  spots.set(key, button);
  return button;
}

table.append(spot('n0', '0', { type: 'straight', numbers: [0] }, 'spot--green spot--zero'));
for (let number = 1; number <= 36; number += 1) {
  table.append(
    spot(
      `n${number}`,
      String(number),
      { type: 'straight', numbers: [number] },
      RED.has(number) ? 'spot--red' : 'spot--black',
    ),
  );
}
const outside = el('div', 'table__outside');
for (const index of [1, 2, 3] as const) {
  outside.append(
    spot(`d${index}`, t('dozen', { index }), { type: 'dozen', index }, 'spot--outside'),
  );
}
for (const index of [1, 2, 3] as const) {
  outside.append(
    spot(`c${index}`, t('column', { index }), { type: 'column', index }, 'spot--outside'),
  );
}
for (const type of ['low', 'even', 'red', 'black', 'odd', 'high'] as const) {
  outside.append(spot(type, t(type), { type }, `spot--outside spot--${type}`));
}
shell.stage.append(outside);

function place(key: string, bet: Omit<RouletteBet, 'amount'>): void {
  if (shell.isPaused()) return;
  const chip = Number(chipSelect.value);
  if (total() + chip > boot.rouletteMaxTotal) return;
  const current = bets.get(key);
  bets.set(key, { ...bet, amount: (current?.amount ?? 0) + chip });
  render();
}

function render(): void {
  for (const [key, button] of spots) {
    const bet = bets.get(key);
    button.setAttribute('aria-pressed', String(bet !== undefined));
    button.dataset.amount = bet ? shell.money(bet.amount) : '';
  }
  betLine.textContent = `${t('totalBet')}: ${shell.money(total())}`;
  spin.dataset.off = String(bets.size === 0);
  shell.refreshButtons();
}

const clear = shell.button(t('clearBets'), () => {
  bets.clear();
  render();
});
const spin = shell.button(t('spin'), () => void play(), 'game__button--primary');
shell.playButtons.add(spin);
// The table stays as it is while the wheel turns, or while the casino has paused play.
for (const control of [...spots.values(), clear, chipSelect]) shell.lockedWhileBusy.add(control);
shell.controls.append(chipLabel, clear, spin);
shell.say(t('placeBets'));
render();

async function play(): Promise<void> {
  if (shell.isPaused()) return;
  const placed = [...bets.values()];
  const stake = total();
  shell.post('roundStart', { amount: stake });
  wheel.classList.add('wheel--spinning');
  const round = await shell.busy(() => shell.api.playRound({ bets: placed }));
  wheel.classList.remove('wheel--spinning');
  if (!round) return;
  const outcome = round.outcome as RouletteOutcome;
  shell.post('bet', { roundId: round.roundId, amount: stake });
  wheelNumber.textContent = String(outcome.pocket);
  wheel.dataset.colour = outcome.colour;
  const landed = t('pocket', { number: outcome.pocket });
  if (round.win > 0) {
    shell.post('win', { roundId: round.roundId, amount: round.win });
    shell.say(
      `${landed}. ${t(round.isWinPending ? 'winPending' : 'won', { amount: shell.money(round.win) })}`,
      'win',
    );
  } else {
    shell.say(`${landed}. ${t('noWin')}`);
  }
  shell.setBalance(round.balance);
  shell.post('roundEnd', { roundId: round.roundId, amount: round.win, balance: round.balance });
}
