import type { TBlackjackHand, TBlackjackResponse } from '../../src/api-contract';
import type { BlackjackAction } from '../../src/engines/blackjack';
import { createShell, el } from './shell';

// Blackjack: Deal takes the stake; Hit, Stand and Double play the hand (Double is a second stake).
// Cards are drawn with CSS; the dealer's hole card shows its back until the hand is settled.

const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

const shell = createShell({ showStakes: true });
const { t } = shell;

const dealerRow = el('div', 'hand');
const playerRow = el('div', 'hand');
const dealerTitle = el('h2', 'hand__title', t('dealer'));
const playerTitle = el('h2', 'hand__title', t('you'));
shell.stage.append(dealerTitle, dealerRow, playerTitle, playerRow);

function card(value: number | null): HTMLElement {
  if (value === null) {
    const back = el('div', 'card card--back');
    back.setAttribute('aria-label', 'Hidden card');
    return back;
  }
  const rank = RANKS[value % 13]!;
  const suit = SUITS[Math.floor(value / 13)]!;
  const face = el(
    'div',
    `card ${suit === '♥' || suit === '♦' ? 'card--red' : ''}`.trim(),
    `${rank}${suit}`,
  );
  face.setAttribute('aria-label', `${rank}${suit}`);
  return face;
}

let hand: TBlackjackHand | null = shell.boot.hand;

const deal = shell.button(t('deal'), () => void move('deal'), 'game__button--primary');
const actions: Record<BlackjackAction, HTMLButtonElement> = {
  hit: shell.button(t('hit'), () => void move('hit')),
  stand: shell.button(t('stand'), () => void move('stand')),
  double: shell.button(t('double'), () => void move('double')),
};
shell.playButtons.add(deal);
for (const button of Object.values(actions)) shell.playButtons.add(button);
// A hand in play may be finished while the casino has paused play; no new stake is taken.
shell.movesInRound.add(actions.hit);
shell.movesInRound.add(actions.stand);
shell.controls.append(deal, actions.hit, actions.stand, actions.double);

function render(): void {
  dealerRow.replaceChildren(
    ...(hand?.dealer ?? []).map(card),
    ...(hand?.phase === 'player' ? [card(null)] : []),
  );
  playerRow.replaceChildren(...(hand?.player ?? []).map(card));
  dealerTitle.textContent = hand ? `${t('dealer')}: ${hand.dealerTotal}` : t('dealer');
  playerTitle.textContent = hand ? `${t('you')}: ${hand.playerTotal}` : t('you');
  const isInPlay = hand?.phase === 'player';
  deal.dataset.off = String(isInPlay);
  for (const [action, button] of Object.entries(actions)) {
    button.dataset.off = String(!isInPlay || !hand!.allowed.includes(action as BlackjackAction));
  }
  shell.refreshButtons();
}

function settle(answer: TBlackjackResponse): void {
  const settled = answer.hand;
  const amount = shell.money(settled.win);
  const texts: Record<string, string> = {
    blackjack: t('blackjack', { amount }),
    win: t('won', { amount }),
    push: t('push'),
    lose: t('noWin'),
    bust: t('bust'),
    'dealer-blackjack': `${t('dealerBlackjack')}. ${t('noWin')}`,
  };
  const text = answer.isWinPending
    ? t('winPending', { amount })
    : (texts[settled.result ?? 'lose'] ?? t('noWin'));
  shell.say(text, settled.win > 0 ? 'win' : 'info');
  if (settled.win > 0) shell.post('win', { roundId: settled.roundId, amount: settled.win });
  shell.post('roundEnd', {
    roundId: settled.roundId,
    amount: settled.win,
    balance: answer.balance,
  });
}

async function move(action: 'deal' | BlackjackAction): Promise<void> {
  const isStake = action === 'deal' || action === 'double';
  if (isStake && shell.isPaused()) return;
  const stake = shell.stake();
  if (action === 'deal') shell.post('roundStart', { amount: stake });
  const answer = await shell.busy(() =>
    shell.api.blackjack(action, action === 'deal' ? stake : undefined),
  );
  if (!answer) return;
  hand = answer.hand;
  if (action === 'deal' || action === 'double') {
    shell.post('bet', { roundId: hand.roundId, amount: hand.stake });
  }
  shell.setBalance(answer.balance);
  if (hand.phase === 'settled') settle(answer);
  else shell.say('');
  render();
}

render();
