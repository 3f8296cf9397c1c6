import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstReasonAgainst,
  isKycVerified,
  PLAY_REASONS,
  playEligibility,
  type PlayAction,
  type PlayEligibility,
  type PlayFacts,
  type PlayReason,
} from './play-eligibility';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;

const CLEAR: PlayFacts = {
  nowMs: NOW,
  country: 'FI',
  amlStatus: '0',
  kycStatus: '0',
  hasUnverifiedBlock: false,
  hasPepBlock: false,
  hasKycBlock: false,
  hasRgTriggerBlock: false,
  hasGameplayBlock: false,
  hasScanVerification: false,
  isAccountBlocked: false,
  selfExcludedUntilMs: null,
  timedOutUntilMs: null,
};

const ALLOWED: Omit<PlayEligibility, 'reasons'> = {
  mayLogIn: true,
  mayDeposit: true,
  mayWithdraw: true,
  mayStake: true,
  mayPlayForReal: true,
};

// Written out here rather than read from the module: what each reason alone allows.
const ALONE: Record<PlayReason, { facts: Partial<PlayFacts>; refuses: PlayAction[] }> = {
  'account-blocked': {
    facts: { isAccountBlocked: true },
    refuses: ['deposit', 'stake', 'playForReal'],
  },
  'self-excluded': {
    facts: { selfExcludedUntilMs: NOW + DAY },
    refuses: ['logIn', 'deposit', 'stake', 'playForReal'],
  },
  'timed-out': {
    facts: { timedOutUntilMs: NOW + 1 },
    refuses: ['logIn', 'deposit', 'stake', 'playForReal'],
  },
  'unverified-block': { facts: { hasUnverifiedBlock: true }, refuses: ['playForReal'] },
  'pep-block': { facts: { hasPepBlock: true }, refuses: ['playForReal'] },
  'kyc-block': { facts: { hasKycBlock: true }, refuses: ['playForReal'] },
  'gameplay-block': { facts: { hasGameplayBlock: true }, refuses: ['stake', 'playForReal'] },
  'scan-verification': { facts: { hasScanVerification: true }, refuses: ['playForReal'] },
  'aml-status': { facts: { amlStatus: '2' }, refuses: ['playForReal'] },
  'kyc-status': { facts: { kycStatus: '1' }, refuses: ['playForReal'] },
  'rg-trigger-block': { facts: { hasRgTriggerBlock: true }, refuses: ['playForReal'] },
  // Never alone: an unverified player has a KYC status or block of their own (tested below).
  'unverified-german-player': {
    facts: { country: 'DE', kycStatus: '1' },
    refuses: ['playForReal'],
  },
};

const MAY_OF: Record<PlayAction, keyof Omit<PlayEligibility, 'reasons'>> = {
  logIn: 'mayLogIn',
  deposit: 'mayDeposit',
  withdraw: 'mayWithdraw',
  stake: 'mayStake',
  playForReal: 'mayPlayForReal',
};

describe('playEligibility: one reason at a time', () => {
  it('allows everything to a clear account, with no reasons', () => {
    expect(playEligibility(CLEAR)).toEqual({ ...ALLOWED, reasons: [] });
  });

  it.each(PLAY_REASONS.filter((reason) => reason !== 'unverified-german-player'))(
    '%s: refuses what it closes and nothing else',
    (reason) => {
      const { facts, refuses } = ALONE[reason];
      const expected = { ...ALLOWED, reasons: [reason] };
      for (const action of refuses) expected[MAY_OF[action]] = false;
      expect(playEligibility({ ...CLEAR, ...facts })).toEqual(expected);
    },
  );

  it('unverified-german-player: a German account that is not KYC-verified', () => {
    // A clear KYC status, no blocks: verified, so a German player may play.
    expect(playEligibility({ ...CLEAR, country: 'DE' }).reasons).toEqual([]);
    expect(playEligibility({ ...CLEAR, country: 'DE', kycStatus: '1' }).reasons).toEqual([
      'kyc-status',
      'unverified-german-player',
    ]);
    expect(playEligibility({ ...CLEAR, country: 'DE', hasKycBlock: true }).reasons).toEqual([
      'kyc-block',
      'unverified-german-player',
    ]);
    expect(playEligibility({ ...CLEAR, country: 'DE', hasUnverifiedBlock: true }).reasons).toEqual([
      'unverified-block',
      'unverified-german-player',
    ]);
    // Elsewhere the same account gets only its own reason.
    expect(playEligibility({ ...CLEAR, country: 'AT', kycStatus: '1' }).reasons).toEqual([
      'kyc-status',
    ]);
  });

  it('reads KYC-verified as spec 000 §6 does: status 0 and no unverified or KYC block', () => {
    expect(isKycVerified(CLEAR)).toBe(true);
    expect(isKycVerified({ ...CLEAR, kycStatus: '2' })).toBe(false);
    expect(isKycVerified({ ...CLEAR, hasUnverifiedBlock: true })).toBe(false);
    expect(isKycVerified({ ...CLEAR, hasKycBlock: true })).toBe(false);
    const flaggedElsewhere: PlayFacts = { ...CLEAR, hasPepBlock: true, amlStatus: '3' };
    expect(isKycVerified(flaggedElsewhere)).toBe(true);
  });
});

describe('playEligibility: the order of the reasons', () => {
  const EVERYTHING: PlayFacts = {
    ...CLEAR,
    country: 'DE',
    amlStatus: '2',
    kycStatus: '1',
    hasUnverifiedBlock: true,
    hasPepBlock: true,
    hasKycBlock: true,
    hasRgTriggerBlock: true,
    hasGameplayBlock: true,
    hasScanVerification: true,
    isAccountBlocked: true,
    selfExcludedUntilMs: Infinity,
    timedOutUntilMs: NOW + DAY,
  };

  it('gives the account first, then spec 001 §6: the blocks, then the game validations', () => {
    expect(playEligibility(EVERYTHING).reasons).toEqual([
      'account-blocked',
      'self-excluded',
      'timed-out',
      'unverified-block',
      'pep-block',
      'kyc-block',
      'gameplay-block',
      'scan-verification',
      'aml-status',
      'kyc-status',
      'rg-trigger-block',
      'unverified-german-player',
    ]);
  });

  it('refuses everything but a withdrawal when every reason holds', () => {
    expect(playEligibility(EVERYTHING)).toMatchObject({
      mayLogIn: false,
      mayDeposit: false,
      mayWithdraw: true,
      mayStake: false,
      mayPlayForReal: false,
    });
  });

  it('names the first reason against each action, the one the player is told', () => {
    const eligibility = playEligibility({ ...EVERYTHING, isAccountBlocked: false });
    expect(firstReasonAgainst(eligibility, 'logIn')).toBe('self-excluded');
    expect(firstReasonAgainst(eligibility, 'deposit')).toBe('self-excluded');
    expect(firstReasonAgainst(eligibility, 'stake')).toBe('self-excluded');
    expect(firstReasonAgainst(eligibility, 'withdraw')).toBeUndefined();
    const playing = playEligibility({ ...CLEAR, hasPepBlock: true, hasGameplayBlock: true });
    expect(firstReasonAgainst(playing, 'stake')).toBe('gameplay-block');
    expect(firstReasonAgainst(playing, 'playForReal')).toBe('pep-block');
    expect(firstReasonAgainst(playing, 'deposit')).toBeUndefined();
  });
});

describe('playEligibility: time-outs and self-exclusions end', () => {
  it.each([
    ['a minute before now', NOW - 60_000, false],
    ['exactly now', NOW, false],
    ['a millisecond after now', NOW + 1, true],
    ['permanent', Infinity, true],
    ['minus infinity', -Infinity, false],
    ['not set', null, false],
  ] as const)('until %s: holds %s', (_name, untilMs, holds) => {
    const excluded = playEligibility({ ...CLEAR, selfExcludedUntilMs: untilMs });
    expect(excluded.reasons).toEqual(holds ? ['self-excluded'] : []);
    expect(excluded.mayLogIn).toBe(!holds);
    const timedOut = playEligibility({ ...CLEAR, timedOutUntilMs: untilMs });
    expect(timedOut.reasons).toEqual(holds ? ['timed-out'] : []);
    expect(timedOut.mayDeposit).toBe(!holds);
    expect(timedOut.mayLogIn).toBe(!holds);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over any facts
// ---------------------------------------------------------------------------------------------

const status = fc.constantFrom('0', '1', '2', '3', '00', '');
const until = (nowMs: number) =>
  fc.oneof(
    fc.constant(null),
    fc.constant(Infinity),
    fc.integer({ min: -3, max: 3 }).map((delta) => nowMs + delta),
    fc.integer({ min: -400 * DAY, max: 400 * DAY }).map((delta) => nowMs + delta),
  );
const facts: fc.Arbitrary<PlayFacts> = fc
  .integer({ min: 0, max: 4_000_000_000_000 })
  .chain((nowMs) =>
    fc.record({
      nowMs: fc.constant(nowMs),
      country: fc.constantFrom('DE', 'FI', 'SE', 'GB', 'AT', 'de'),
      amlStatus: status,
      kycStatus: status,
      hasUnverifiedBlock: fc.boolean(),
      hasPepBlock: fc.boolean(),
      hasKycBlock: fc.boolean(),
      hasRgTriggerBlock: fc.boolean(),
      hasGameplayBlock: fc.boolean(),
      hasScanVerification: fc.boolean(),
      isAccountBlocked: fc.boolean(),
      selfExcludedUntilMs: until(nowMs),
      timedOutUntilMs: until(nowMs),
    }),
  );

/**
 * The rules as they stood in three places before this one answer: the catalogue's real-play block
 * (spec 000 §6 / 001 §6 flags), the wallet's policy (block, exclusion, time-out, then a gameplay
 * block for stakes; withdrawals pass) and the login (a running self-exclusion refuses it; since
 * DESIGN §10 a running time-out does too, named after a self-exclusion when both run).
 */
function formerAnswer(f: PlayFacts) {
  const isSelfExcluded = f.selfExcludedUntilMs !== null && f.selfExcludedUntilMs > f.nowMs;
  const isTimedOut = f.timedOutUntilMs !== null && f.timedOutUntilMs > f.nowMs;
  const isVerified = f.kycStatus === '0' && !f.hasUnverifiedBlock && !f.hasKycBlock;
  const isRealPlayBlocked =
    f.hasUnverifiedBlock ||
    f.hasPepBlock ||
    f.hasKycBlock ||
    f.amlStatus !== '0' ||
    f.kycStatus !== '0' ||
    f.hasRgTriggerBlock ||
    (f.country === 'DE' && !isVerified) ||
    f.hasGameplayBlock ||
    f.hasScanVerification;
  const money = (purpose: 'deposit' | 'stake'): string | undefined => {
    if (f.isAccountBlocked) return 'account-blocked';
    if (isSelfExcluded) return 'self-excluded';
    if (isTimedOut) return 'timed-out';
    if (purpose === 'stake' && f.hasGameplayBlock) return 'gameplay-block';
    return undefined;
  };
  return {
    loginRefusal: isSelfExcluded ? 'self-excluded' : isTimedOut ? 'timed-out' : undefined,
    depositRefusal: money('deposit'),
    stakeRefusal: money('stake'),
    isLaunchRefused: isRealPlayBlocked || money('stake') !== undefined,
  };
}

describe('playEligibility: properties', () => {
  it('answers what the login, the wallet and the launch answered before', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const eligibility = playEligibility(f);
        const former = formerAnswer(f);
        expect(firstReasonAgainst(eligibility, 'logIn')).toBe(former.loginRefusal);
        expect(firstReasonAgainst(eligibility, 'deposit')).toBe(former.depositRefusal);
        expect(firstReasonAgainst(eligibility, 'stake')).toBe(former.stakeRefusal);
        expect(eligibility.mayLogIn).toBe(former.loginRefusal === undefined);
        expect(eligibility.mayDeposit).toBe(former.depositRefusal === undefined);
        expect(eligibility.mayStake).toBe(former.stakeRefusal === undefined);
        expect(eligibility.mayPlayForReal).toBe(!former.isLaunchRefused);
      }),
      { numRuns: 2_000 },
    );
  });

  it('lists each reason once, in PLAY_REASONS order, and each because its own fact holds', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const { reasons } = playEligibility(f);
        const positions = reasons.map((reason) => PLAY_REASONS.indexOf(reason));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(reasons).size).toBe(reasons.length);
        // A reason holds on its own facts alone (the German one reads several; see above).
        for (const reason of reasons.filter((r) => r !== 'unverified-german-player')) {
          const own = Object.fromEntries(
            Object.keys(ALONE[reason].facts).map((key) => [key, f[key as keyof PlayFacts]]),
          );
          expect(playEligibility({ ...CLEAR, nowMs: f.nowMs, ...own }).reasons).toContain(reason);
        }
      }),
    );
  });

  it('never refuses a withdrawal; refuses real play exactly when there is a reason', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const eligibility = playEligibility(f);
        expect(eligibility.mayWithdraw).toBe(true);
        expect(eligibility.mayPlayForReal).toBe(eligibility.reasons.length === 0);
      }),
    );
  });

  it('nests: no login means no deposit, no deposit means no stake, no stake means no real play', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const e = playEligibility(f);
        if (!e.mayLogIn) expect(e.mayDeposit).toBe(false);
        if (!e.mayDeposit) expect(e.mayStake).toBe(false);
        if (!e.mayStake) expect(e.mayPlayForReal).toBe(false);
      }),
    );
  });

  it('only ever gains reasons as facts are added: clearing a flag removes reasons, adds none', () => {
    const flags = [
      'hasUnverifiedBlock',
      'hasPepBlock',
      'hasKycBlock',
      'hasRgTriggerBlock',
      'hasGameplayBlock',
      'hasScanVerification',
      'isAccountBlocked',
    ] as const;
    fc.assert(
      fc.property(facts, fc.constantFrom(...flags), (f, flag) => {
        const before = new Set(playEligibility(f).reasons);
        const after = playEligibility({ ...f, [flag]: false }).reasons;
        for (const reason of after) expect(before.has(reason)).toBe(true);
      }),
    );
  });

  it('depends on the time only through the until-times', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: -DAY, max: DAY }), (f, shift) => {
        const moved = playEligibility({
          ...f,
          nowMs: f.nowMs + shift,
          selfExcludedUntilMs:
            f.selfExcludedUntilMs === null ? null : f.selfExcludedUntilMs + shift,
          timedOutUntilMs: f.timedOutUntilMs === null ? null : f.timedOutUntilMs + shift,
        });
        expect(moved).toEqual(playEligibility(f));
      }),
    );
  });
});
