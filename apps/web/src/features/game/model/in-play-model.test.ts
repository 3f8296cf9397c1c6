import type { TSessionLimits, TSessionStats } from '@playfair/contracts/game-session';
import type { TGameSession } from '@playfair/contracts/gaming';
import { describe, expect, it } from 'vitest';
import { readClientId } from '../hooks/use-client-id';
import { frameStateOf } from './casino-message';
import { activeSessionError } from './in-play-error';
import { liveStatsKind, netOf } from './live-stats';
import { delayUntil, MAX_TIMER_DELAY_MS, netLossLevel, sessionStop } from './net-loss';
import {
  announcedSeconds,
  autoLogoutDeadline,
  formatElapsed,
  formatMinutesSeconds,
  momentMs,
  secondsLeft,
} from './session-clock';
import {
  isEveryLimitChosen,
  limitSelects,
  limitsForm,
  needsSessionLimits,
} from './session-options';
import { isStatsOfGame, newerStats, readSessionStats } from './session-stats';
import {
  readActiveGame,
  readNotificationLock,
  readWindowMessage,
  shouldLeaveOn,
  windowDecision,
} from './window-lock';

const ME = 'window-a';
const OTHER = 'window-b';

describe('windowDecision (spec 001 §4 one game, one window)', () => {
  it.each([
    ['nothing stored', null, null, true, 'proceed'],
    ['my own game (a reload)', { clientID: ME, gameId: 'g1' }, null, true, 'proceed'],
    ['my own lock (a reload)', null, { clientID: ME }, true, 'proceed'],
    ['another window asking', null, { clientID: OTHER }, true, 'multiple-windows'],
    [
      'another window asking while another plays',
      { clientID: OTHER, gameId: 'g1' },
      { clientID: OTHER },
      true,
      'multiple-windows',
    ],
    ['another window plays, question on', { clientID: OTHER, gameId: 'g1' }, null, true, 'ask'],
    [
      'another window plays, question off',
      { clientID: OTHER, gameId: 'g1' },
      null,
      false,
      'close-other',
    ],
  ] as const)('%s → %s', (_case, activeGame, notificationLock, isQuestionOn, expected) => {
    expect(windowDecision({ clientId: ME, activeGame, notificationLock, isQuestionOn })).toBe(
      expected,
    );
  });
});

describe('reading the window records', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['{"clientID":"a"}', null],
    ['{"clientID":"","gameId":"g1"}', null],
    ['{"clientID":"a","gameId":"g1"}', { clientID: 'a', gameId: 'g1' }],
  ])('active_game %j → %j', (raw, expected) => {
    expect(readActiveGame(raw)).toEqual(expected);
  });

  it.each([
    [null, null],
    ['[]', null],
    ['{"clientID":5}', null],
    ['{"clientID":"a"}', { clientID: 'a' }],
  ])('notification_lock %j → %j', (raw, expected) => {
    expect(readNotificationLock(raw)).toEqual(expected);
  });

  it('reads only the two cross-window messages', () => {
    expect(readWindowMessage({ type: 'close-active-game', clientID: 'a' })).toEqual({
      type: 'close-active-game',
      clientID: 'a',
    });
    expect(readWindowMessage({ type: 'close-everything', clientID: 'a' })).toBeNull();
    expect(readWindowMessage('close-active-game')).toBeNull();
  });
});

describe('shouldLeaveOn', () => {
  const showing = { clientId: ME, isShowingGame: true, isAsking: false };
  const asking = { clientId: ME, isShowingGame: false, isAsking: true };
  it.each([
    ['close-active-game from another, showing a game', 'close-active-game', OTHER, showing, true],
    ['close-active-game from another, asking', 'close-active-game', OTHER, asking, false],
    ['close-active-game from myself', 'close-active-game', ME, showing, false],
    [
      'close-active-notification from another, asking',
      'close-active-notification',
      OTHER,
      asking,
      true,
    ],
    ['close-active-notification from myself', 'close-active-notification', ME, asking, false],
    [
      'close-active-notification, showing a game',
      'close-active-notification',
      OTHER,
      showing,
      false,
    ],
  ] as const)('%s → %s', (_case, type, clientID, window, expected) => {
    expect(shouldLeaveOn({ type, clientID }, window)).toBe(expected);
  });
});

describe('readClientId', () => {
  it('keeps the id the window has, and makes and stores one otherwise', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(readClientId(storage, () => 'made-1')).toBe('made-1');
    expect(readClientId(storage, () => 'made-2')).toBe('made-1');
    expect(readClientId(null, () => 'made-3')).toBe('made-3');
  });
});

describe('session clocks', () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 20_000, 0],
  ])('secondsLeft(%i, %i) = %i', (deadline, now, expected) => {
    expect(secondsLeft(deadline, now)).toBe(expected);
  });

  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
    [4_500, '75:00'],
  ])('formatMinutesSeconds(%i) = %s', (seconds, expected) => {
    expect(formatMinutesSeconds(seconds)).toBe(expected);
  });

  it.each([
    [0, 'seconds', '00:00:00'],
    [59_999, 'seconds', '00:00:59'],
    [3_723_000, 'seconds', '01:02:03'],
    [3_723_000, 'minutes', '01:02'],
    [-5_000, 'minutes', '00:00'],
    [36 * 3_600_000, 'minutes', '36:00'],
  ] as const)('formatElapsed(%i, %s) = %s', (ms, precision, expected) => {
    expect(formatElapsed(ms, precision)).toBe(expected);
  });

  it('reads ISO moments, and nothing else', () => {
    expect(momentMs('2026-01-01T10:00:00.000Z')).toBe(Date.UTC(2026, 0, 1, 10));
    expect(momentMs('yesterday')).toBeNull();
    expect(momentMs(null)).toBeNull();
  });

  it.each([
    [300, 300],
    [299, 300],
    [241, 300],
    [240, 240],
    [59, 60],
    [1, 60],
    [0, 0],
  ])('reads %i s out as %i s', (seconds, expected) => {
    expect(announcedSeconds(seconds)).toBe(expected);
  });
});

describe('autoLogoutDeadline (spec 001 §9: 120 s, kept across reloads)', () => {
  const now = 1_000_000;
  const delayMs = 120_000;
  it.each([
    ['nothing kept', null, now + delayMs],
    ['a kept deadline ahead', String(now + 30_000), now + 30_000],
    ['a kept deadline passed (log out at once)', String(now - 5_000), now - 5_000],
    ['a kept deadline beyond the rule', String(now + delayMs + 1), now + delayMs],
    ['garbage', 'soon', now + delayMs],
    ['a fraction', '1000.5', now + delayMs],
  ])('%s', (_case, stored, expected) => {
    expect(autoLogoutDeadline({ stored, nowMs: now, delayMs })).toBe(expected);
  });
});

const LIMITS: TSessionLimits = {
  SessionDuration: 60,
  NetLossMinor: '5000',
  NetLoss: '50.00',
  NetLossFormatted: '€50.00',
  EndsAt: '2026-01-01T11:00:00.000Z',
};

describe('net loss (spec 001 §4 / §9)', () => {
  it.each([
    [0, 80, 'below'],
    [79, 80, 'below'],
    [80, 80, 'almost'],
    [99, 80, 'almost'],
    [100, 80, 'reached'],
    [130, 80, 'reached'],
    [-20, 80, 'below'],
  ] as const)('%i %% with a warning at %i %% → %s', (percent, warnAt, expected) => {
    expect(netLossLevel(percent, warnAt)).toBe(expected);
  });

  const endsAt = Date.parse(LIMITS.EndsAt);
  it.each([
    ['no session', null, endsAt, null],
    ['no limits', { limits: null, netLossPercent: 150 }, endsAt, null],
    ['below, in time', { limits: LIMITS, netLossPercent: 99 }, endsAt - 1, null],
    ['at the limit', { limits: LIMITS, netLossPercent: 100 }, endsAt - 1, 'net-loss'],
    ['time up', { limits: LIMITS, netLossPercent: 10 }, endsAt, 'session-time'],
    ['both: the loss first', { limits: LIMITS, netLossPercent: 120 }, endsAt + 1, 'net-loss'],
  ] as const)('%s → %s', (_case, stats, now, expected) => {
    expect(sessionStop(stats, now)).toBe(expected);
  });

  it('waits for a moment, at most as long as a timer can', () => {
    expect(delayUntil('2026-01-01T11:00:00.000Z', endsAt - 1_500)).toBe(1_500);
    expect(delayUntil('2026-01-01T11:00:00.000Z', endsAt + 1_500)).toBe(0);
    expect(delayUntil('2099-01-01T00:00:00.000Z', endsAt)).toBe(MAX_TIMER_DELAY_MS);
    expect(delayUntil('never', endsAt)).toBeNull();
  });
});

describe('the check screen (spec 001 §3 / §4)', () => {
  const options = {
    NetLoss: { '10.00': '€10', '50.00': '€50' },
    SessionDuration: { '15': '15 minutes', '60': '1 hour' },
    Empty: {},
  };

  it('puts the duration first, keeps the choices as given and drops empty limits', () => {
    expect(limitSelects(options)).toEqual([
      {
        name: 'SessionDuration',
        choices: [
          { value: '15', label: '15 minutes' },
          { value: '60', label: '1 hour' },
        ],
      },
      {
        name: 'NetLoss',
        choices: [
          { value: '10.00', label: '€10' },
          { value: '50.00', label: '€50' },
        ],
      },
    ]);
  });

  const selects = limitSelects(options);
  it.each([
    [{}, false],
    [{ SessionDuration: '15' }, false],
    [{ SessionDuration: '15', NetLoss: '' }, false],
    [{ SessionDuration: '15', NetLoss: '99.00' }, false],
    [{ SessionDuration: '15', NetLoss: '50.00' }, true],
  ])('chosen %j → submit enabled: %s', (chosen, expected) => {
    expect(isEveryLimitChosen(selects, chosen)).toBe(expected);
  });

  it('submits the values as given with the game', () => {
    expect(limitsForm({ SessionDuration: '60', NetLoss: '50.00' }, '10042')).toEqual({
      SessionDuration: '60',
      NetLoss: '50.00',
      GameId: '10042',
    });
  });

  it.each([
    [{ gamelimits: true }, true, 'real', 'Video Slots', true],
    [{ gamelimits: true }, true, 'real', 'Classic Slots', true],
    [{ gamelimits: true }, true, 'real', 'Live Roulette', false],
    [{ gamelimits: true }, true, 'demo', 'Video Slots', false],
    [{ gamelimits: true }, false, 'real', 'Video Slots', false],
    [{ gamelimits: false }, true, 'real', 'Video Slots', false],
    [{}, true, 'real', 'Video Slots', false],
  ] as const)('%j logged %s %s %s → %s', (features, isLogged, mode, GameType, expected) => {
    expect(needsSessionLimits({ features, isLogged, mode, game: { GameType } })).toBe(expected);
  });
});

describe('frameStateOf (spec 001 §4 inview / submit_data / closed)', () => {
  it.each([
    [false, false, 'closed'],
    [true, false, 'inview'],
    [true, true, 'submit_data'],
    [false, true, 'submit_data'],
  ] as const)('covered %s, sending %s → %s', (isCovered, isSending, expected) => {
    expect(frameStateOf({ isCovered, isSending })).toBe(expected);
  });
});

describe('live stats (spec 001 §6 show-live-stats)', () => {
  it.each([
    [true, 'GB', 'real', 'balance-and-time'],
    [true, 'gb', 'real', 'balance-and-time'],
    [true, 'ES', 'real', 'session-figures'],
    [true, 'MT', 'real', 'none'],
    [false, 'GB', 'real', 'none'],
    [true, 'ES', 'demo', 'none'],
  ] as const)('on %s in %s, %s → %s', (isEnabled, country, mode, expected) => {
    expect(liveStatsKind({ isEnabled, country, mode })).toBe(expected);
  });

  it('nets wins minus bets', () => {
    expect(netOf(1_000, 350)).toBe(-650n);
    expect(netOf(100n, 2_500n)).toBe(2_400n);
  });
});

const STATS: TSessionStats = {
  sessionId: 's1',
  gameId: 'g-101',
  bet: '1000',
  win: '250',
  loss: '750',
  netLoss: '750',
  currency: 'EUR',
  sessionStart: '2026-01-01T10:00:00.000Z',
  limits: LIMITS,
  netLossPercent: 15,
};

describe('session stats', () => {
  it('reads a pushed message, and nothing else', () => {
    expect(readSessionStats(JSON.stringify(STATS))).toEqual(STATS);
    expect(readSessionStats(JSON.stringify({ ...STATS, bet: 'lots' }))).toBeNull();
    expect(readSessionStats('not json')).toBeNull();
    expect(readSessionStats(STATS)).toBeNull();
  });

  it('knows the game by its id', () => {
    const game = { gameId: 'g-101' };
    expect(isStatsOfGame({ gameId: 'g-101' }, game)).toBe(true);
    expect(isStatsOfGame({ gameId: 'g-102' }, game)).toBe(false);
  });

  it('shows the later of what was read and what was pushed', () => {
    const pushed = { stats: { ...STATS, netLossPercent: 90 }, at: 20 };
    expect(newerStats(null, null)).toBeNull();
    expect(newerStats({ stats: STATS, at: 10 }, null)).toBe(STATS);
    expect(newerStats(null, pushed)).toBe(pushed.stats);
    expect(newerStats({ stats: STATS, at: 10 }, pushed)).toBe(pushed.stats);
    expect(newerStats({ stats: null, at: 30 }, pushed)).toBeNull();
  });
});

describe('activeSessionError (spec 001 §8)', () => {
  const session: TGameSession = {
    sessionId: 's1',
    gameId: 'g-101',
    GameName: 'Golden Reels',
    bet: '0',
    win: '0',
    currency: 'EUR',
    sessionStart: '2026-01-01T10:00:00.000Z',
    meta: { NetLoss: '5000' },
  };
  it.each([
    [[], null],
    [[session], null],
    [[{ ...session, Error: '  ' }], null],
    [[session, { ...session, Error: 'game_session_time_reached' }], 'game_session_time_reached'],
    [
      [
        { ...session, Error: 'First.' },
        { ...session, Error: 'Second.' },
      ],
      'First.',
    ],
  ])('%#', (sessions, expected) => {
    expect(activeSessionError(sessions)).toBe(expected);
  });
});
