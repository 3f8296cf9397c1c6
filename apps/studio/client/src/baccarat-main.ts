import type { TRoundResponse } from '../../src/api-contract';
import type { BaccaratBetType, BaccaratOutcome } from '../../src/engines/baccarat';
import { cardBack, cardFace } from './cards';
import { afterMotion } from './motion';
import { createShell, el } from './shell';
import { createTableBets } from './table-bets';

// Baccarat, punto banco: chips on player, tie or banker, then Deal plays one coup. The cards come
// in the order they were dealt (player, banker, player, banker, then the third cards) before the
// result is said; the tableau is the engine's (src/engines/baccarat.ts).

const DEAL_STEP_MS = 380;
/** What each spot pays to 1, as the engine pays it (banker less 5 % commission). */
const ODDS: Readonly<Record<BaccaratBetType, number>> = { player: 1, tie: 8, banker: 0.95 };

const shell = createShell({ showStakes: false });
const { t } = shell;

function handBox(title: string) {
  const box = el('section', 'baccarat__hand');
  const heading = el('h2', 'hand__title', title);
  const cards = el('div', 'hand hand--baccarat');
  box.append(heading, cards);
  return { box, heading, cards, title };
}

const player = handBox(t('player'));
const banker = handBox(t('banker'));
const table = el('div', 'baccarat__table');
table.append(player.box, banker.box);

const deal = shell.button(t('deal'), () => void play(), 'game__button--primary');
shell.playButtons.add(deal);
const bets = createTableBets<BaccaratBetType>(shell, (hasBets) => {
  deal.dataset.off = String(!hasBets);
  shell.refreshButtons();
});
const spots = el('div', 'baccarat__spots');
for (const type of ['player', 'tie', 'banker'] as const) {
  spots.append(bets.spot(type, t(type), ODDS[type], `bet-spot--${type}`));
}
shell.stage.append(table, spots, bets.totalLine);
shell.controls.append(bets.chips, bets.clear, deal);

// Until the first coup the hands rest face down.
for (const hand of [player, banker]) hand.cards.replaceChildren(cardBack(), cardBack());
shell.say(t('placeBets'));
bets.refresh();

/** Deals the coup's cards in their order, then shows the totals. */
async function show(outcome: BaccaratOutcome): Promise<void> {
  for (const box of [player, banker]) {
    box.box.classList.remove('baccarat__hand--won');
    box.heading.textContent = box.title;
  }
  const order: [typeof player, number][] = [
    [player, outcome.player[0]!],
    [banker, outcome.banker[0]!],
    [player, outcome.player[1]!],
    [banker, outcome.banker[1]!],
    ...outcome.player.slice(2).map((card): [typeof player, number] => [player, card]),
    ...outcome.banker.slice(2).map((card): [typeof player, number] => [banker, card]),
  ];
  player.cards.replaceChildren();
  banker.cards.replaceChildren();
  const faces = order.map(([hand, card], index) => {
    const face = cardFace(card);
    face.classList.add('card--dealt');
    face.style.setProperty('--deal-delay', `${index * DEAL_STEP_MS}ms`);
    hand.cards.append(face);
    return face;
  });
  await afterMotion(faces[faces.length - 1]!, 'animationend', faces.length * DEAL_STEP_MS + 800);
  player.heading.textContent = `${t('player')}: ${outcome.playerTotal}`;
  banker.heading.textContent = `${t('banker')}: ${outcome.bankerTotal}`;
  if (outcome.winner !== 'tie') {
    (outcome.winner === 'player' ? player : banker).box.classList.add('baccarat__hand--won');
  }
}

function winnerText(outcome: BaccaratOutcome): string {
  const { playerTotal, bankerTotal } = outcome;
  switch (outcome.winner) {
    case 'player':
      return t('playerWins', { player: playerTotal, banker: bankerTotal });
    case 'banker':
      return t('bankerWins', { banker: bankerTotal, player: playerTotal });
    case 'tie':
      return t('tieWins', { total: playerTotal });
  }
}

function report(round: TRoundResponse, placed: { key: BaccaratBetType }[]): void {
  const outcome = round.outcome as BaccaratOutcome;
  const { roundId, win } = round;
  bets.markWinners([outcome.winner]);
  // A tie without a tie bet only hands the player and banker bets back.
  const isPushOnly = outcome.winner === 'tie' && !placed.some((bet) => bet.key === 'tie');
  let text = t('noWin');
  if (win > 0) {
    shell.post('win', { roundId, amount: win });
    const amount = shell.money(win);
    text = isPushOnly ? t('push') : t(round.isWinPending ? 'winPending' : 'won', { amount });
  }
  shell.say(`${winnerText(outcome)}. ${text}`, win > 0 && !isPushOnly ? 'win' : 'info');
  shell.setBalance(round.balance);
  shell.post('roundEnd', { roundId, amount: win, balance: round.balance });
}

async function play(): Promise<void> {
  if (shell.isPaused()) return;
  const placed = bets.placed();
  const stake = bets.total();
  shell.post('roundStart', { amount: stake });
  bets.markWinners([]);
  shell.say('');
  const round = await shell.busy(async () => {
    const answer = await shell.api.playRound({
      bets: placed.map(({ key, amount }) => ({ type: key, amount })),
    });
    shell.post('bet', { roundId: answer.roundId, amount: stake });
    await show(answer.outcome as BaccaratOutcome);
    return answer;
  });
  if (round) report(round, placed);
}
