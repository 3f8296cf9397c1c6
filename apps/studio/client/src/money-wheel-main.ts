import type { TRoundResponse } from '../../src/api-contract';
import type { MoneyWheelOutcome } from '../../src/engines/money-wheel';
import {
  MONEY_WHEEL_NUMBERS,
  MONEY_WHEEL_SEGMENTS,
  moneyWheelLabel,
  type MoneyWheelNumber,
  type MoneyWheelSegment,
} from '../../src/engines/money-wheel-layout';
import { afterMotion } from './motion';
import { createShell, el } from './shell';
import { createTableBets } from './table-bets';

// The money wheel (src/engines/money-wheel.ts): chips on the numbers, then Spin plays one round.
// The wheel turns to every stop of the round in order: a multiplier stop says so and turns again,
// and the result is said once the wheel rests on a number.

const STEP_DEG = 360 / MONEY_WHEEL_SEGMENTS.length;
const FIRST_SPIN_MS = 3200;
const RESPIN_MS = 2200;
const HISTORY_LENGTH = 12;

const shell = createShell({ showStakes: false });
const { t } = shell;

/** The colour of a segment kind, from the stylesheet (--segment-1 … --segment-x7). */
const colourOf = (segment: MoneyWheelSegment) =>
  `var(--segment-${segment.kind === 'number' ? segment.value : `x${segment.value}`})`;

function buildWheel() {
  const wheel = el('div', 'money-wheel');
  wheel.setAttribute('aria-hidden', 'true');
  const disc = el('div', 'money-wheel__disc');
  // Segment i spans [i − ½, i + ½] steps clockwise from the top, so segment 0 rests under the pointer.
  const face = MONEY_WHEEL_SEGMENTS.map(
    (segment, index) =>
      `${colourOf(segment)} ${(index * STEP_DEG).toFixed(4)}deg ${((index + 1) * STEP_DEG).toFixed(4)}deg`,
  );
  disc.style.setProperty(
    '--wheel-face',
    `conic-gradient(from ${-STEP_DEG / 2}deg, ${face.join(', ')})`,
  );
  MONEY_WHEEL_SEGMENTS.forEach((segment, index) => {
    const kind = segment.kind === 'number' ? `n${segment.value}` : 'multiplier';
    const label = el(
      'span',
      `money-wheel__label money-wheel__label--${kind}`,
      moneyWheelLabel(segment),
    );
    label.style.setProperty('--angle', `${index * STEP_DEG}deg`);
    disc.append(label);
  });
  const hub = el('div', 'money-wheel__hub', '?');
  wheel.append(disc, el('div', 'money-wheel__pointer'), hub);
  return { wheel, disc, hub };
}

const { wheel, disc, hub } = buildWheel();
const spin = shell.button(t('spin'), () => void play(), 'game__button--primary');
shell.playButtons.add(spin);
const bets = createTableBets<`${MoneyWheelNumber}`>(shell, (hasBets) => {
  spin.dataset.off = String(!hasBets);
  shell.refreshButtons();
});
const board = el('div', 'money-board');
for (const number of MONEY_WHEEL_NUMBERS) {
  board.append(bets.spot(`${number}`, String(number), number, `bet-spot--n${number}`));
}
const history = el('ol', 'history');
const historyBox = el('div', 'history__box');
historyBox.append(el('span', 'history__title', t('lastResults')), history);
const side = el('div', 'money-show__side');
side.append(board, bets.totalLine, historyBox);
const show = el('div', 'money-show');
show.append(wheel, side);
shell.stage.append(show);
shell.controls.append(bets.chips, bets.clear, spin);
shell.say(t('placeBets'));
bets.refresh();

let rotation = 0;

/** Turns the wheel clockwise, `turns` full turns and on, until `stop` is under the pointer. */
async function turnTo(stop: number, turns: number, ms: number): Promise<void> {
  const offset = (((-stop * STEP_DEG - rotation) % 360) + 360) % 360;
  rotation += turns * 360 + offset;
  disc.style.setProperty('--spin-ms', `${ms}ms`);
  disc.style.setProperty('--rotation', `${rotation}deg`);
  await afterMotion(disc, 'transitionend', ms + 600);
}

function remember(outcome: MoneyWheelOutcome): void {
  const item = el('li', `history__item history__item--n${outcome.number}`, String(outcome.number));
  if (outcome.multiplier > 1) item.dataset.multiplier = `×${outcome.multiplier}`;
  history.prepend(item);
  while (history.children.length > HISTORY_LENGTH) history.lastElementChild?.remove();
}

/** Turns to each stop of the round in order, saying each multiplier on the way. */
async function showSpins(outcome: MoneyWheelOutcome): Promise<void> {
  hub.textContent = '';
  hub.dataset.kind = '';
  for (const [index, stop] of outcome.stops.entries()) {
    await turnTo(stop, index === 0 ? 4 : 2, index === 0 ? FIRST_SPIN_MS : RESPIN_MS);
    const segment = outcome.spins[index]!;
    hub.textContent = moneyWheelLabel(segment);
    hub.dataset.kind = segment.kind;
    if (segment.kind === 'multiplier') {
      shell.say(t('wheelSpinsAgain', { multiplier: segment.value }));
    }
  }
  if (outcome.multiplier > 1) hub.textContent = `${outcome.number} ×${outcome.multiplier}`;
  remember(outcome);
}

function report(round: TRoundResponse): void {
  const outcome = round.outcome as MoneyWheelOutcome;
  const { roundId, win } = round;
  bets.markWinners([`${outcome.number}`]);
  const landed =
    outcome.multiplier > 1
      ? t('wheelBoosted', { number: outcome.number, multiplier: outcome.multiplier })
      : t('wheelNumber', { number: outcome.number });
  if (win > 0) {
    shell.post('win', { roundId, amount: win });
    const amount = shell.money(win);
    shell.say(`${landed}. ${t(round.isWinPending ? 'winPending' : 'won', { amount })}`, 'win');
  } else {
    shell.say(`${landed}. ${t('noWin')}`);
  }
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
      bets: placed.map(({ key, amount }) => ({ number: Number(key) as MoneyWheelNumber, amount })),
    });
    shell.post('bet', { roundId: answer.roundId, amount: stake });
    await showSpins(answer.outcome as MoneyWheelOutcome);
    return answer;
  });
  if (round) report(round);
}
