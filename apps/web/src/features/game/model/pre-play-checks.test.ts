import { PLAY_REASONS, type PlayReason } from '@playfair/domain/play-eligibility';
import { describe, expect, it } from 'vitest';
import { checkContext, TEST_GAME } from '../game-test-data';
import { firstBlock, PRE_PLAY_CHECKS } from './pre-play-checks';

const check = (...args: Parameters<typeof checkContext>) =>
  firstBlock(PRE_PLAY_CHECKS, checkContext(...args));

/** The server's reasons for a player with every status and block of spec 001 §6 / 000 §6 set. */
const EVERY_REASON: readonly PlayReason[] = PLAY_REASONS;

const reasons = (...playReasons: PlayReason[]) => ({ playReasons });

// spec 001 §6's order; each row removes the reason of the row before it. The account's own state
// (blocked, excluded, timed out), first of all, has no block of its own on the page.
const ORDER: { without: PlayReason[]; expected: Record<string, unknown> | null }[] = [
  { without: [], expected: { kind: 'modal', modal: 'unverified-block' } },
  { without: ['unverified-block'], expected: { kind: 'modal', modal: 'pep-block' } },
  { without: ['pep-block'], expected: { kind: 'modal', modal: 'kyc-block' } },
  {
    without: ['kyc-block'],
    expected: { kind: 'modal', modal: 'gameplay-block', params: { 'can-close': '0' } },
  },
  {
    without: ['gameplay-block'],
    expected: { kind: 'modal', modal: 'gameplay-block', params: { 'can-close': '1' } },
  },
  {
    without: ['scan-verification'],
    expected: { kind: 'modal', modal: 'aml-error', notification: 'aml' },
  },
  {
    without: ['aml-status', 'kyc-status'],
    expected: { kind: 'notice', reasonKey: 'game_rg_trigger_block_text' },
  },
  {
    without: ['rg-trigger-block'],
    expected: { kind: 'notice', reasonKey: 'game_kyc_required_text' },
  },
  { without: ['unverified-german-player'], expected: null },
];

describe('pre-play checks: the order before real play (spec 001 §6)', () => {
  it.each(ORDER.map((row, index) => ({ ...row, removed: ORDER.slice(0, index + 1) })))(
    'without $without: $expected',
    ({ removed, expected }) => {
      const gone = new Set(removed.flatMap((row) => row.without));
      const block = check({
        config: reasons(...EVERY_REASON.filter((reason) => !gone.has(reason))),
      });
      if (expected === null) expect(block).toBeNull();
      else expect(block).toMatchObject(expected);
    },
  );

  it('says the documents are being checked where it would ask for them (doc-pending)', () => {
    const pending = { hasDocumentsPending: true };
    expect(check({ config: { ...reasons('scan-verification'), ...pending } })).toMatchObject({
      kind: 'modal',
      modal: 'doc-pending',
    });
    expect(check({ config: { ...reasons('kyc-status'), ...pending } })).toMatchObject({
      modal: 'doc-pending',
    });
    // A block no document lifts is told as it is, documents or not.
    expect(
      check({ config: { ...reasons('gameplay-block', 'scan-verification'), ...pending } }),
    ).toMatchObject({ modal: 'gameplay-block', params: { 'can-close': '0' } });
    expect(check({ config: { ...reasons('aml-status'), ...pending } })).toMatchObject({
      modal: 'aml-error',
    });
    // Without a document awaiting review, the player is asked to verify.
    expect(check({ config: reasons('scan-verification') })).toMatchObject({
      modal: 'gameplay-block',
      params: { 'can-close': '1' },
      reasonKey: 'game_block_kyc_text',
    });
    expect(check({ config: { ...reasons('scan-verification'), ...pending } })).toMatchObject({
      reasonKey: 'game_block_scan_verification_text',
    });
  });

  it('lets a player with every reason play for fun: the blocks stop real play only', () => {
    expect(check({ config: reasons(...EVERY_REASON), mode: 'demo' })).toBeNull();
  });

  it('puts the game itself first: maintenance before any account block', () => {
    expect(
      check({ config: reasons(...EVERY_REASON), game: { ...TEST_GAME, inMaintenance: true } }),
    ).toEqual({
      kind: 'notice',
      reasonKey: 'game_maintenance_text',
    });
  });

  it('gives the AML reason by status: source of wealth for AML, verification for KYC', () => {
    expect(check({ config: reasons('aml-status') })).toMatchObject({
      modal: 'aml-error',
      reasonKey: 'source_of_wealth_required',
    });
    expect(check({ config: reasons('aml-status', 'kyc-status') })).toMatchObject({
      modal: 'aml-error',
      reasonKey: 'source_of_wealth_required',
    });
    expect(check({ config: reasons('kyc-status') })).toMatchObject({
      modal: 'aml-error',
      reasonKey: 'additional_verification_required',
    });
  });

  it("follows the server's order, and shows nothing of its own for the account's state", () => {
    expect(check({ config: reasons('kyc-block', 'unverified-block') })).toMatchObject({
      modal: 'kyc-block',
    });
    // Blocked, excluded or timed out: the server refuses the launch; the page asks for it.
    expect(check({ config: reasons('account-blocked', 'self-excluded', 'timed-out') })).toBeNull();
    expect(check({ config: reasons('timed-out', 'pep-block') })).toMatchObject({
      modal: 'pep-block',
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
    expect(check({ onloadError: 'hard-reality-check', config: reasons(...EVERY_REASON) })).toEqual({
      kind: 'notice',
      reasonKey: 'game_hard_reality_check_text',
    });
    expect(check({ onloadError: 'pending-consent' })).toEqual({ kind: 'pending-consent' });
  });

  it('runs the game validations for a validating error, in fun play too', () => {
    expect(
      check({ onloadError: 'not-authorized', mode: 'demo', config: reasons('kyc-status') }),
    ).toMatchObject({ modal: 'aml-error' });
    expect(
      check({ onloadError: 'no-demo-play', mode: 'demo', config: reasons('rg-trigger-block') }),
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
