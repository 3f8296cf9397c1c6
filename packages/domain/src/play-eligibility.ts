// One answer to "may this player play": what a player's restrictions allow, and why not, in the
// order the player is told. The server decides with it (login, the wallet's money policy, the game
// launch) and hands the reasons to the player site, which shows the first one it has a modal or
// notice for.

/** spec 000 §6 / spec 001 §3: '0' is a clear AML or KYC status; anything else blocks real play. */
export const CLEAR_STATUS = '0';

/** The country whose unverified players are blocked from play with a KYC message (spec 001 §6). */
const KYC_BEFORE_PLAY_COUNTRY = 'DE';

/**
 * Why a player may not do something, in the order the reasons are given:
 * - the account's own state first (DESIGN §4 / §10): an operator's block, a self-exclusion, a
 *   time-out — they close deposits and stakes, and a self-exclusion or a time-out closes the login
 *   too;
 * - then spec 001 §6 "before playing, checks run in order: unverified block, PEP block, KYC block",
 *   with spec 000 §6's gameplay block and scan verification after them (account blocks the site
 *   shows as modals, like the three before);
 * - then spec 001 §6 gameValidations: the AML / source-of-wealth error "when amlStatus or kycStatus
 *   is not '0'" (AML first: its message differs), the responsible-gaming trigger block, and the
 *   unverified German player.
 */
export const PLAY_REASONS = [
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
] as const;
export type PlayReason = (typeof PLAY_REASONS)[number];

/**
 * spec 001 §2 doc-pending: the reasons an approved identity document lifts (the kyc module clears
 * scan verification and the KYC status). While one awaits review, the game view says the documents
 * are being checked rather than ask for them again.
 */
export const REASONS_LIFTED_BY_DOCUMENTS: readonly PlayReason[] = [
  'scan-verification',
  'kyc-status',
];

/** What a player may be refused. */
export type PlayAction = 'logIn' | 'deposit' | 'withdraw' | 'stake' | 'playForReal';

/**
 * What is known of a player, as plain data. Times are milliseconds since the epoch; an until-time
 * holds while it is later than `nowMs`, and `Infinity` is a permanent one.
 */
export type PlayFacts = {
  nowMs: number;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  amlStatus: string;
  kycStatus: string;
  hasUnverifiedBlock: boolean;
  hasPepBlock: boolean;
  hasKycBlock: boolean;
  hasRgTriggerBlock: boolean;
  hasGameplayBlock: boolean;
  hasScanVerification: boolean;
  /** An operator blocked the account. */
  isAccountBlocked: boolean;
  selfExcludedUntilMs: number | null;
  timedOutUntilMs: number | null;
};

export type PlayEligibility = {
  mayLogIn: boolean;
  mayDeposit: boolean;
  mayWithdraw: boolean;
  mayStake: boolean;
  mayPlayForReal: boolean;
  /** Every reason that holds, in `PLAY_REASONS` order; empty for a clear account. */
  reasons: PlayReason[];
};

type ReasonRule = {
  holds: (facts: PlayFacts) => boolean;
  /** What the reason refuses. Real play is refused by every reason. */
  closes: readonly PlayAction[];
};

const isRunning = (untilMs: number | null, nowMs: number): boolean =>
  untilMs !== null && untilMs > nowMs;

/** spec 000 §6: verified means KYC status '0' and neither an unverified nor a KYC block. */
export function isKycVerified(
  facts: Pick<PlayFacts, 'kycStatus' | 'hasUnverifiedBlock' | 'hasKycBlock'>,
): boolean {
  return facts.kycStatus === CLEAR_STATUS && !facts.hasUnverifiedBlock && !facts.hasKycBlock;
}

const REAL_PLAY_ONLY: readonly PlayAction[] = ['playForReal'];

// A withdrawal is never refused: a player's own money can always be asked back (DESIGN §4, §10).
// A self-exclusion and a time-out refuse the login (DESIGN §10: a break ends every session and
// refuses login until it ends; the login says which and until when); an operator's block does
// not, so the player can still reach their money.
const RULES: Record<PlayReason, ReasonRule> = {
  'account-blocked': {
    holds: (facts) => facts.isAccountBlocked,
    closes: ['deposit', 'stake', 'playForReal'],
  },
  'self-excluded': {
    holds: (facts) => isRunning(facts.selfExcludedUntilMs, facts.nowMs),
    closes: ['logIn', 'deposit', 'stake', 'playForReal'],
  },
  'timed-out': {
    holds: (facts) => isRunning(facts.timedOutUntilMs, facts.nowMs),
    closes: ['logIn', 'deposit', 'stake', 'playForReal'],
  },
  'unverified-block': { holds: (facts) => facts.hasUnverifiedBlock, closes: REAL_PLAY_ONLY },
  'pep-block': { holds: (facts) => facts.hasPepBlock, closes: REAL_PLAY_ONLY },
  'kyc-block': { holds: (facts) => facts.hasKycBlock, closes: REAL_PLAY_ONLY },
  // An operator's gameplay block stops the stakes themselves, not only the launch.
  'gameplay-block': { holds: (facts) => facts.hasGameplayBlock, closes: ['stake', 'playForReal'] },
  'scan-verification': { holds: (facts) => facts.hasScanVerification, closes: REAL_PLAY_ONLY },
  'aml-status': { holds: (facts) => facts.amlStatus !== CLEAR_STATUS, closes: REAL_PLAY_ONLY },
  'kyc-status': { holds: (facts) => facts.kycStatus !== CLEAR_STATUS, closes: REAL_PLAY_ONLY },
  'rg-trigger-block': { holds: (facts) => facts.hasRgTriggerBlock, closes: REAL_PLAY_ONLY },
  'unverified-german-player': {
    holds: (facts) => facts.country === KYC_BEFORE_PLAY_COUNTRY && !isKycVerified(facts),
    closes: REAL_PLAY_ONLY,
  },
};

/** Whether `reason` refuses `action`. */
export function reasonCloses(reason: PlayReason, action: PlayAction): boolean {
  return RULES[reason].closes.includes(action);
}

/** The first reason that refuses `action`, the one the player is told; undefined when allowed. */
export function firstReasonAgainst(
  eligibility: Pick<PlayEligibility, 'reasons'>,
  action: PlayAction,
): PlayReason | undefined {
  return eligibility.reasons.find((reason) => reasonCloses(reason, action));
}

/** What the player may do now, and every reason against, in order. */
export function playEligibility(facts: PlayFacts): PlayEligibility {
  const reasons = PLAY_REASONS.filter((reason) => RULES[reason].holds(facts));
  const may = (action: PlayAction) => !reasons.some((reason) => reasonCloses(reason, action));
  return {
    mayLogIn: may('logIn'),
    mayDeposit: may('deposit'),
    mayWithdraw: may('withdraw'),
    mayStake: may('stake'),
    mayPlayForReal: may('playForReal'),
    reasons,
  };
}
