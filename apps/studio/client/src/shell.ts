import { formatMoney } from '@playfair/domain/money';
import type { Currency } from '@playfair/domain/locales';
import type { TBootData, TFreeRoundsState, TMoneyState } from '../../src/api-contract';
import { ApiError, createApi, type Api } from './api';
import { applySkin, readBootData } from './boot';
import { listenToCasino } from './casino-pause';
import { createTranslator, isTextKey, type Translate } from './i18n';
import { createParentEvents, type PostParentEvent } from './parent-events';

// What every game page shares: the header (title, balance, play-money badge), the stake picker,
// the result line (an aria-live region), the minimum game cycle, which keeps the play button
// disabled until the server would accept the next round, and the casino's pause (casino-pause.ts):
// while the casino page covers the game, no round starts and a status line says so; a round
// already in flight finishes and is shown. No autoplay anywhere: every round is one press.
// Free rounds the casino granted (DESIGN §11) show as a badge with the rounds left; while they
// last the stake is the grant's and the picker is locked, and the player's own choice comes back
// after them.

export type Shell = {
  boot: TBootData;
  api: Api;
  t: Translate;
  post: PostParentEvent;
  stage: HTMLElement;
  controls: HTMLElement;
  money(amount: number): string;
  stake(): number;
  setBalance(balance: number | null): void;
  say(text: string, tone?: 'win' | 'info' | 'error'): void;
  sayError(error: unknown): void;
  /** No round may start now: the casino has paused play. */
  isPaused(): boolean;
  /** The game offers a stake (a slot whose stake cap is below every stake offers none). */
  hasStake: boolean;
  /** The free rounds the next round plays, as the studio last said. */
  freeRounds(): TFreeRoundsState | null;
  setFreeRounds(state: TFreeRoundsState | null): void;
  /** Disables the play buttons while a request runs and, after it, for the rest of the cycle. */
  busy<T>(work: () => Promise<T>, onCycle?: (state: TMoneyState) => void): Promise<T | undefined>;
  button(label: string, onClick: () => void, className?: string): HTMLButtonElement;
  playButtons: Set<HTMLButtonElement>;
  /** Play buttons that only go on with a round already started (blackjack's hit and stand). */
  movesInRound: Set<HTMLButtonElement>;
  /**
   * Controls that only wait for the request (and the show of its outcome), not for the cycle;
   * they are off while play is paused too.
   */
  lockedWhileBusy: Set<HTMLButtonElement | HTMLFieldSetElement | HTMLSelectElement>;
  refreshButtons(): void;
};

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text = '',
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text) element.textContent = text;
  return element;
}

export function createShell(options: { showStakes: boolean }): Shell {
  const boot = readBootData();
  applySkin(boot);
  const t = createTranslator(boot.locale);
  const api = createApi(boot.sessionId);
  const post = createParentEvents(boot.origin, boot.currency);
  const money = (amount: number) => formatMoney(amount, boot.currency as Currency);
  const root = document.getElementById('app')!;

  const header = el('header', 'game__header');
  header.append(el('h1', 'game__title', boot.skin.title));
  if (boot.mode === 'demo') header.append(el('span', 'game__demo', t('demo')));
  const freeRoundsBadge = el('span', 'game__free-rounds');
  freeRoundsBadge.hidden = true;
  header.append(freeRoundsBadge);
  const balanceBox = el('p', 'game__balance');
  const balanceValue = el('strong');
  balanceBox.append(`${t('balance')}: `, balanceValue);
  header.append(balanceBox);

  const stage = el('section', 'game__stage');
  const result = el('p', 'game__result');
  result.setAttribute('role', 'status');
  result.setAttribute('aria-live', 'polite');
  const controls = el('section', 'game__controls');
  // Always in the page, empty while play goes on, so a screen reader hears the pause when it comes.
  const pausedLine = el('p', 'game__paused');
  pausedLine.setAttribute('role', 'status');
  pausedLine.setAttribute('aria-live', 'polite');

  const stakeSelect = el('select', 'game__stake');
  const stakeLabel = el('label', 'game__stake-label', `${t('stake')} `);
  for (const stake of boot.stakes) {
    const option = el('option', '', money(stake));
    option.value = String(stake);
    stakeSelect.append(option);
  }
  // A slot launch whose stake cap is below the smallest stake offers none (src/stakes.ts
  // offeredStakes): the game says so where the stake would be, and no round can start.
  const hasStake = !options.showStakes || boot.stakes.length > 0;
  if (hasStake) stakeSelect.value = String(boot.stakes[Math.min(2, boot.stakes.length - 1)]);
  stakeLabel.append(stakeSelect);
  if (options.showStakes && hasStake) controls.append(stakeLabel);
  if (!hasStake) {
    const amount = money(boot.maxStakeMinor ?? 0);
    controls.append(el('p', 'game__no-stake', t('noStakeWithinCap', { amount })));
  }

  root.append(header, pausedLine, stage, result, controls);

  const playButtons = new Set<HTMLButtonElement>();
  const movesInRound = new Set<HTMLButtonElement>();
  const lockedWhileBusy = new Set<HTMLButtonElement | HTMLFieldSetElement | HTMLSelectElement>();
  let isBusy = false;
  let cycleEndsAt = 0;
  let cycleTimer: number | undefined;
  let freeRounds: TFreeRoundsState | null = null;
  /** The stake the player chose, kept while free rounds hold the picker at the grant's. */
  let playerStake: string | null = null;

  const pause = listenToCasino({
    origin: boot.origin,
    api,
    onChange: refreshButtons,
    onSessionEnded: (error) => shell.sayError(error),
  });

  function showPause(): void {
    const cause = pause.cause();
    const text =
      cause === null ? '' : t(cause === 'casino-refusal' ? 'CASINO_PAUSED_PLAY' : 'GAME_PAUSED');
    // Written only when it changes, so the status is said once.
    if (pausedLine.textContent !== text) pausedLine.textContent = text;
    root.dataset.paused = String(cause !== null);
  }

  function refreshButtons(): void {
    const isWaiting = isBusy || Date.now() < cycleEndsAt;
    const isHeld = pause.isHoldingPlay();
    for (const button of playButtons) {
      const isHeldHere = isHeld && !movesInRound.has(button);
      button.disabled = !hasStake || isWaiting || isHeldHere || button.dataset.off === 'true';
    }
    stakeSelect.disabled = isBusy || isHeld || freeRounds !== null;
    for (const control of lockedWhileBusy) control.disabled = isBusy || isHeld;
    showPause();
  }

  const shell: Shell = {
    boot,
    api,
    t,
    post,
    stage,
    controls,
    money,
    stake: () => Number(stakeSelect.value),
    setBalance(balance) {
      if (balance === null) return;
      balanceValue.textContent = money(balance);
      post('balance', { balance });
    },
    say(text, tone = 'info') {
      result.textContent = text;
      result.dataset.tone = tone;
    },
    isPaused: () => pause.isHoldingPlay(),
    hasStake,
    freeRounds: () => freeRounds,
    setFreeRounds(state) {
      freeRounds = state;
      freeRoundsBadge.hidden = state === null;
      freeRoundsBadge.textContent =
        state === null ? '' : t('freeRoundsLeft', { count: state.left });
      if (state !== null) {
        // The grant's stake is one of those offered: the studio plays no grant above the cap.
        playerStake ??= stakeSelect.value;
        stakeSelect.value = String(state.stake);
      } else if (playerStake !== null) {
        stakeSelect.value = playerStake;
        playerStake = null;
      }
      refreshButtons();
    },
    sayError(error) {
      const code = error instanceof ApiError ? error.code : 'error';
      if (code === 'CASINO_PAUSED_PLAY' || code === 'GAME_PAUSED') {
        // The status line says it; the result line keeps nothing of the refused round.
        pause.takeError(code);
        shell.say('');
        // The casino page learns why, so it shows its check (or limit) at once.
        if (error instanceof ApiError && code === 'CASINO_PAUSED_PLAY') {
          const casinoCode = error.details.casinoCode;
          post('paused', { code: typeof casinoCode === 'string' ? casinoCode : null });
        }
        return;
      }
      shell.say(isTextKey(code) ? t(code) : t('error'), 'error');
      if (error instanceof ApiError && typeof error.details.retryInMs === 'number') {
        startCycle(error.details.retryInMs);
      }
      if (error instanceof ApiError && typeof error.details.balance === 'number') {
        shell.setBalance(error.details.balance);
      }
      // A free round the casino would not count ends the grant: the answer says what is left.
      if (error instanceof ApiError && 'freeRounds' in error.details) {
        shell.setFreeRounds(readFreeRounds(error.details.freeRounds));
      }
    },
    async busy(work, onCycle) {
      isBusy = true;
      refreshButtons();
      try {
        const answer = await work();
        const state = answer as unknown as Partial<TMoneyState>;
        if (typeof state.nextRoundInMs === 'number') startCycle(state.nextRoundInMs);
        if (onCycle && typeof state.nextRoundInMs === 'number') onCycle(state as TMoneyState);
        return answer;
      } catch (error) {
        shell.sayError(error);
        return undefined;
      } finally {
        isBusy = false;
        refreshButtons();
      }
    },
    button(label, onClick, className = '') {
      const button = el('button', `game__button ${className}`.trim(), label);
      button.type = 'button';
      button.addEventListener('click', onClick);
      return button;
    },
    playButtons,
    movesInRound,
    lockedWhileBusy,
    refreshButtons,
  };

  function startCycle(ms: number): void {
    cycleEndsAt = Date.now() + ms;
    window.clearTimeout(cycleTimer);
    cycleTimer = window.setTimeout(refreshButtons, ms);
    refreshButtons();
  }

  shell.setBalance(boot.balance);
  shell.setFreeRounds(boot.freeRounds);
  return shell;
}

function readFreeRounds(value: unknown): TFreeRoundsState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { left, stake } = value as Record<string, unknown>;
  return typeof left === 'number' && typeof stake === 'number' ? { left, stake } : null;
}
