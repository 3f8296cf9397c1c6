import { describe, expect, it } from 'vitest';
import { checkContext, TEST_GAME } from '../game-test-data';
import { firstBlock, type GameCheckConfig, PRE_PLAY_CHECKS } from './pre-play-checks';

const check = (...args: Parameters<typeof checkContext>) =>
  firstBlock(PRE_PLAY_CHECKS, checkContext(...args));

/** A player with every flag of spec 001 §6 / spec 000 §6 set. */
const EVERY_FLAG: Partial<GameCheckConfig> = {
  hasUnverifiedBlock: true,
  hasPepBlock: true,
  hasKycBlock: true,
  hasGameplayBlock: true,
  hasScanVerification: true,
  amlStatus: '2',
  kycStatus: '1',
  hasRGTriggerBlock: true,
  shouldBlockUnverifiedDEUser: true,
};

// spec 001 §6's order; each row removes the flag of the row before it.
const ORDER: { without: (keyof GameCheckConfig)[]; expected: Record<string, unknown> | null }[] = [
  { without: [], expected: { kind: 'modal', modal: 'unverified-block' } },
  { without: ['hasUnverifiedBlock'], expected: { kind: 'modal', modal: 'pep-block' } },
  { without: ['hasPepBlock'], expected: { kind: 'modal', modal: 'kyc-block' } },
  {
    without: ['hasKycBlock'],
    expected: { kind: 'modal', modal: 'gameplay-block', params: { 'can-close': '0' } },
  },
  {
    without: ['hasGameplayBlock'],
    expected: { kind: 'modal', modal: 'gameplay-block', params: { 'can-close': '1' } },
  },
  {
    without: ['hasScanVerification'],
    expected: { kind: 'modal', modal: 'aml-error', notification: 'aml' },
  },
  {
    without: ['amlStatus', 'kycStatus'],
    expected: { kind: 'notice', reasonKey: 'game_rg_trigger_block_text' },
  },
  {
    without: ['hasRGTriggerBlock'],
    expected: { kind: 'notice', reasonKey: 'game_kyc_required_text' },
  },
  { without: ['shouldBlockUnverifiedDEUser'], expected: null },
];

function clearOf(keys: (keyof GameCheckConfig)[]): Partial<GameCheckConfig> {
  return Object.fromEntries(
    keys.map((key) => [key, key === 'amlStatus' || key === 'kycStatus' ? '0' : false]),
  );
}

describe('pre-play checks: the order before real play (spec 001 §6)', () => {
  it.each(ORDER.map((row, index) => ({ ...row, removed: ORDER.slice(0, index + 1) })))(
    'without $without: $expected',
    ({ removed, expected }) => {
      const config = { ...EVERY_FLAG, ...clearOf(removed.flatMap((row) => row.without)) };
      const block = check({ config });
      if (expected === null) expect(block).toBeNull();
      else expect(block).toMatchObject(expected);
    },
  );

  it('lets a player with every flag play for fun: the blocks stop real play only', () => {
    expect(check({ config: EVERY_FLAG, mode: 'demo' })).toBeNull();
  });

  it('puts the game itself first: maintenance before any account block', () => {
    expect(check({ config: EVERY_FLAG, game: { ...TEST_GAME, inMaintenance: true } })).toEqual({
      kind: 'notice',
      reasonKey: 'game_maintenance_text',
    });
  });

  it('gives the AML reason by status: source of wealth for AML, verification for KYC', () => {
    expect(check({ config: { amlStatus: '3' } })).toMatchObject({
      modal: 'aml-error',
      reasonKey: 'source_of_wealth_required',
    });
    expect(check({ config: { kycStatus: '1' } })).toMatchObject({
      modal: 'aml-error',
      reasonKey: 'additional_verification_required',
    });
  });
});

describe('pre-play checks: visitors (spec 001 §6, spec 000 §6)', () => {
  const visitor = { isLogged: false, mode: 'demo' } as const;
  const liveGame = { ...TEST_GAME, forFun: false, isLive: true };

  it('lets a visitor play for fun where the game and the jurisdiction allow it', () => {
    expect(check(visitor)).toBeNull();
  });

  it('asks for the login on a direct link to a game without demo play', () => {
    expect(check({ ...visitor, game: liveGame })).toEqual({ kind: 'visitor', modal: 'login' });
  });

  it('asks a non-UKGC visitor from the lobby to play for real, a UKGC one to log in', () => {
    expect(check({ ...visitor, game: liveGame, openedFrom: 'lobby' })).toEqual({
      kind: 'visitor',
      modal: 'play-for-real-please',
    });
    expect(
      check({
        ...visitor,
        game: liveGame,
        openedFrom: 'lobby',
        config: { licencesAuthority: 'UKGC' },
      }),
    ).toEqual({ kind: 'visitor', modal: 'login' });
  });

  it('asks for the login where demo play is off, even for a game that has a demo', () => {
    expect(
      check({ ...visitor, openedFrom: 'lobby', config: { lobby: { demoPlay: false } } }),
    ).toEqual({ kind: 'visitor', modal: 'login' });
  });
});

describe('pre-play checks: game onload errors (spec 001 §8)', () => {
  it('shows the hard reality check and waits on consents before anything of the account', () => {
    expect(check({ onloadError: 'hard-reality-check', config: EVERY_FLAG })).toEqual({
      kind: 'notice',
      reasonKey: 'game_hard_reality_check_text',
    });
    expect(check({ onloadError: 'pending-consent' })).toEqual({ kind: 'pending-consent' });
  });

  it('runs the game validations for a validating error, in fun play too', () => {
    expect(
      check({ onloadError: 'not-authorized', mode: 'demo', config: { kycStatus: '1' } }),
    ).toMatchObject({ modal: 'aml-error' });
    expect(
      check({ onloadError: 'no-demo-play', mode: 'demo', config: { hasRGTriggerBlock: true } }),
    ).toEqual({ kind: 'notice', reasonKey: 'game_rg_trigger_block_text' });
  });

  it("falls back to the error's own reason when no validation explains it", () => {
    expect(check({ onloadError: 'no-demo-play', mode: 'demo' })).toEqual({
      kind: 'notice',
      reasonKey: 'game_demo_unavailable_text',
    });
    expect(check({ onloadError: 'not-authorized' })).toEqual({
      kind: 'notice',
      reasonKey: 'game_unavailable_text',
    });
    expect(check({ onloadError: 'rg-trigger-block' })).toEqual({
      kind: 'notice',
      reasonKey: 'game_rg_trigger_block_text',
    });
  });

  it('asks a visitor the server refused to log in', () => {
    expect(check({ isLogged: false, mode: 'demo', onloadError: 'no-demo-play' })).toEqual({
      kind: 'visitor',
      modal: 'login',
    });
  });
});
