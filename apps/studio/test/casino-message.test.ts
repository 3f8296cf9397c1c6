import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/src/api';
import {
  isPausingMessage,
  pauseAfterError,
  pauseAfterMessage,
  readCasinoMessage,
} from '../client/src/casino-message';
import { listenToCasino, type MessageTarget } from '../client/src/casino-pause';
import { CASINO_ORIGIN } from './helper';

const parent = { name: 'the casino page' };
const casino = { origin: CASINO_ORIGIN, window: parent };
const event = (data: unknown, overrides: { origin?: string; source?: unknown } = {}) => ({
  origin: CASINO_ORIGIN,
  source: parent,
  data,
  ...overrides,
});

describe('readCasinoMessage', () => {
  it('reads the three state events from the casino page the launch named', () => {
    for (const type of ['inview', 'submit_data', 'closed'] as const) {
      expect(readCasinoMessage(event({ source: 'playfair-casino', type }), casino)).toEqual({
        source: 'playfair-casino',
        type,
      });
    }
  });

  it('ignores another origin, another sender, and any other shape', () => {
    const inview = { source: 'playfair-casino', type: 'inview' };
    expect(readCasinoMessage(event(inview, { origin: 'https://evil.example' }), casino)).toBeNull();
    expect(
      readCasinoMessage(
        event(inview, { origin: 'https://casino.example.com.evil.example' }),
        casino,
      ),
    ).toBeNull();
    expect(readCasinoMessage(event(inview, { source: { name: 'a popup' } }), casino)).toBeNull();
    expect(readCasinoMessage(event(inview, { source: null }), casino)).toBeNull();
    for (const data of [
      'inview',
      null,
      { type: 'inview' },
      { source: 'playfair-studio', type: 'inview' },
      { source: 'playfair-casino', type: 'pause' },
      { source: 'playfair-casino', type: 'roundStart' },
      { source: 'playfair-casino' },
    ]) {
      expect(readCasinoMessage(event(data), casino)).toBeNull();
    }
  });
});

describe('the pause the casino asks', () => {
  it('pauses on inview and submit_data, and resumes on closed', () => {
    const message = (type: 'inview' | 'submit_data' | 'closed') =>
      ({ source: 'playfair-casino', type }) as const;
    expect(isPausingMessage(message('inview'))).toBe(true);
    expect(isPausingMessage(message('submit_data'))).toBe(true);
    expect(isPausingMessage(message('closed'))).toBe(false);
    expect(pauseAfterMessage(null, message('inview'))).toBe('casino-page');
    expect(pauseAfterMessage('casino-refusal', message('inview'))).toBe('casino-refusal');
    expect(pauseAfterMessage('casino-refusal', message('closed'))).toBeNull();
    expect(pauseAfterMessage('casino-page', message('closed'))).toBeNull();
  });

  it('pauses on a stake refused for responsible gambling, and on a pause the studio holds', () => {
    expect(pauseAfterError(null, 'CASINO_PAUSED_PLAY')).toBe('casino-refusal');
    expect(pauseAfterError('casino-page', 'CASINO_PAUSED_PLAY')).toBe('casino-refusal');
    expect(pauseAfterError(null, 'GAME_PAUSED')).toBe('casino-page');
    expect(pauseAfterError('casino-refusal', 'GAME_PAUSED')).toBe('casino-refusal');
    for (const code of ['PLAYER_BLOCKED', 'STAKE_ABOVE_CAP', 'INSUFFICIENT_FUNDS', 'error']) {
      expect(pauseAfterError(null, code)).toBeNull();
    }
  });
});

/** A page to post messages into, and a studio API whose answers the test releases. */
function setup() {
  let listener: ((event: MessageEvent) => void) | undefined;
  const target: MessageTarget = {
    addEventListener: (_type, handle) => {
      listener = handle;
    },
  };
  const answers: { isPaused: boolean; answer(error?: ApiError): void }[] = [];
  const api = {
    setPaused: (isPaused: boolean) =>
      new Promise<{ success: true; isPaused: boolean }>((resolve, reject) => {
        answers.push({
          isPaused,
          answer: (error) => (error ? reject(error) : resolve({ success: true, isPaused })),
        });
      }),
  };
  const onChange = vi.fn();
  const onSessionEnded = vi.fn();
  const pause = listenToCasino({
    origin: CASINO_ORIGIN,
    api,
    onChange,
    onSessionEnded,
    target,
    parent,
  });
  const send = (data: unknown, overrides: { origin?: string } = {}) =>
    listener!(event(data, overrides) as unknown as MessageEvent);
  return { pause, answers, send, onChange, onSessionEnded };
}

describe('listenToCasino', () => {
  it('holds play at once on inview, and until the studio has heard closed', async () => {
    const { pause, answers, send, onChange } = setup();
    send({ source: 'playfair-casino', type: 'inview' });
    expect(pause.cause()).toBe('casino-page');
    expect(pause.isHoldingPlay()).toBe(true);
    expect(onChange).toHaveBeenCalled();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!.answer();

    send({ source: 'playfair-casino', type: 'closed' });
    expect(pause.cause()).toBeNull();
    expect(pause.isHoldingPlay()).toBe(true);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers.map((call) => call.isPaused)).toEqual([true, false]);
    answers[1]!.answer();
    await vi.waitFor(() => expect(pause.isHoldingPlay()).toBe(false));
  });

  it('tells the studio one call at a time, in the order the casino spoke', async () => {
    const { pause, answers, send } = setup();
    send({ source: 'playfair-casino', type: 'inview' });
    send({ source: 'playfair-casino', type: 'closed' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers).toHaveLength(1);
    answers[0]!.answer();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers.map((call) => call.isPaused)).toEqual([true, false]);
    answers[1]!.answer();
    await vi.waitFor(() => expect(pause.isHoldingPlay()).toBe(false));
  });

  it('ignores messages from any other origin', () => {
    const { pause, answers, send } = setup();
    send({ source: 'playfair-casino', type: 'inview' }, { origin: 'https://evil.example' });
    expect(pause.isHoldingPlay()).toBe(false);
    expect(answers).toEqual([]);
  });

  it('stays paused after a refused stake until the casino says closed', async () => {
    const { pause, answers, send } = setup();
    pause.takeError('CASINO_PAUSED_PLAY');
    expect(pause.cause()).toBe('casino-refusal');
    expect(pause.isHoldingPlay()).toBe(true);
    pause.takeError('INSUFFICIENT_FUNDS');
    expect(pause.cause()).toBe('casino-refusal');
    send({ source: 'playfair-casino', type: 'closed' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.isPaused).toBe(false);
    answers[0]!.answer();
    await vi.waitFor(() => expect(pause.isHoldingPlay()).toBe(false));
  });

  it('tells of an ended session, and lets play go on after any other failed call', async () => {
    const { pause, answers, send, onSessionEnded } = setup();
    send({ source: 'playfair-casino', type: 'inview' });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!.answer(new ApiError('SESSION_INVALID', {}));
    await vi.waitFor(() => expect(onSessionEnded).toHaveBeenCalledOnce());

    send({ source: 'playfair-casino', type: 'closed' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!.answer(new ApiError('CASINO_UNAVAILABLE', {}));
    await vi.waitFor(() => expect(pause.isHoldingPlay()).toBe(false));
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});
