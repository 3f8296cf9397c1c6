import { z } from 'zod';
import { ZCsrfErrorResponse } from './identity';

// Rewards (DESIGN §11, spec 000 §1/§3/§9): bonus money with wagering, free rounds and cashback.
// Player calls (DESIGN §5): GET /{locale}/user/rewards, POST /{locale}/user/rewards/claim/{offerId}
// (csrf), GET /{locale}/user/rewards-history?page. Operator calls under /operator-api/v1/: campaigns
// and a player's rewards. Amounts are minor-unit strings with the text the site shows beside them
// (packages/domain formatMoney); times are ISO 8601 UTC.

const ZMinorString = z.string().regex(/^-?\d+$/);
const ZCurrency = z.string().regex(/^[A-Z]{3}$/);
const ZUuid = z.uuid();

export const CAMPAIGN_KINDS = ['deposit-bonus', 'bonus', 'free-spins', 'cashback'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CAMPAIGN_STATUSES = ['active', 'paused', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Game types as a campaign weighs their stakes toward wagering (percent of the stake counted). */
export const WAGERING_GAME_TYPES = ['slots', 'table', 'live'] as const;
export type WageringGameType = (typeof WAGERING_GAME_TYPES)[number];

export const BONUS_STATUSES = ['active', 'converted', 'expired', 'forfeited', 'spent'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/**
 * The rules of an offer as the site explains them (every field a number the terms text fills in;
 * a field the offer has not is absent). Money in minor units of the player's currency.
 */
export const ZOfferTerms = z.object({
  minDepositMinor: ZMinorString.optional(),
  matchPercent: z.number().int().optional(),
  maxBonusMinor: ZMinorString.optional(),
  wageringMultiplier: z.number().int().optional(),
  wageringDays: z.number().int().optional(),
  maxBetMinor: ZMinorString.optional(),
  spinsPerDay: z.number().int().optional(),
  spinDays: z.number().int().optional(),
  spinValidHours: z.number().int().optional(),
  minRounds: z.number().int().optional(),
  periodHours: z.number().int().optional(),
  claimDays: z.number().int().optional(),
  cashbackPercent: z.number().int().optional(),
  minCashbackMinor: ZMinorString.optional(),
  maxCashbackMinor: ZMinorString.optional(),
});
export type TOfferTerms = z.infer<typeof ZOfferTerms>;

/** Something the player may claim now. */
export const ZRewardOffer = z.object({
  /** What `POST /user/rewards/claim/{offerId}` takes. */
  offerId: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  /** The campaign's name in the player's locale (English when it has none). */
  title: z.string(),
  /** What the claim gives now, when known (a deposit bonus: 100 % of the first deposit, capped). */
  amountMinor: ZMinorString.nullable(),
  formatted: z.string().nullable(),
  terms: ZOfferTerms,
  /** The last moment to claim it, or null. */
  claimBy: z.string().nullable(),
});
export type TRewardOffer = z.infer<typeof ZRewardOffer>;

/** A bonus being played through. */
export const ZRunningBonus = z.object({
  bonusId: z.string(),
  title: z.string(),
  /** What was granted. */
  amountMinor: ZMinorString,
  amountFormatted: z.string(),
  /** What is left of it in the bonus balance. */
  balanceMinor: ZMinorString,
  balanceFormatted: z.string(),
  wageringRequiredMinor: ZMinorString,
  wageringDoneMinor: ZMinorString,
  /** Required less done, never below zero. */
  wageringLeftMinor: ZMinorString,
  wageringLeftFormatted: z.string(),
  /** Whole percent done, 0–100. */
  wageringPercent: z.number().int().min(0).max(100),
  maxBetMinor: ZMinorString.nullable(),
  maxBetFormatted: z.string().nullable(),
  /** Percent of a stake counted toward wagering, by game type. */
  contributions: z.record(z.enum(WAGERING_GAME_TYPES), z.number().int()),
  expiresAt: z.string(),
});
export type TRunningBonus = z.infer<typeof ZRunningBonus>;

/** Free rounds granted on one game. */
export const ZFreeRoundsGrant = z.object({
  grantId: z.string(),
  title: z.string(),
  /** The catalogue game: its page is /{locale}/game/{gameSlug}. */
  gameSlug: z.string(),
  gameName: z.string(),
  roundsTotal: z.number().int(),
  roundsLeft: z.number().int(),
  stakeMinor: ZMinorString,
  stakeFormatted: z.string(),
  /** Where the wins go. */
  winsTo: z.enum(['bonus', 'cash']),
  expiresAt: z.string(),
});
export type TFreeRoundsGrant = z.infer<typeof ZFreeRoundsGrant>;

/** GET /{locale}/user/rewards (needs a session). */
export const ZRewardsResponse = z.object({
  success: z.literal(true),
  currency: ZCurrency,
  /** spec 000 §3: offers that need it are not listed when false. */
  isUserWithinBonusCap: z.boolean(),
  offers: z.array(ZRewardOffer),
  bonuses: z.array(ZRunningBonus),
  freeRounds: z.array(ZFreeRoundsGrant),
});
export type TRewardsResponse = z.infer<typeof ZRewardsResponse>;

/** POST /{locale}/user/rewards/claim/{offerId} (form: csrf_token). */
export const ZClaimParams = z.object({ offerId: z.string().min(1).max(80) });
export const ZClaimRequest = z.object({ csrf_token: z.string().max(128).optional() });
export const ZClaimResponse = z.object({
  success: z.literal(true),
  kind: z.enum(CAMPAIGN_KINDS),
  /** The money credited (bonus or cash), or null for free rounds. */
  amountMinor: ZMinorString.nullable(),
  formatted: z.string().nullable(),
  /** The bonus started by the claim, if any. */
  bonusId: z.string().nullable(),
  /** The free rounds granted by the claim, if any. */
  grantId: z.string().nullable(),
});
export type TClaimResponse = z.infer<typeof ZClaimResponse>;
export const ZClaimAnswer = z.union([ZClaimResponse, ZCsrfErrorResponse]);

export const REWARD_HISTORY_TYPES = [
  'bonus-granted',
  'bonus-converted',
  'bonus-expired',
  'bonus-forfeited',
  'free-rounds-granted',
  'free-rounds-win',
  'cashback-paid',
  /** A prize of a prize draw or a race, paid through rewards. */
  'prize-won',
] as const;
export type RewardHistoryType = (typeof REWARD_HISTORY_TYPES)[number];

export const ZRewardHistoryItem = z.object({
  id: z.string(),
  type: z.enum(REWARD_HISTORY_TYPES),
  title: z.string(),
  /** The money of the event (granted, converted, lost), or null (free rounds granted). */
  amountMinor: ZMinorString.nullable(),
  formatted: z.string().nullable(),
  currency: ZCurrency,
  /** Free rounds granted, when the event is a grant of rounds. */
  rounds: z.number().int().nullable(),
  at: z.string(),
});
export type TRewardHistoryItem = z.infer<typeof ZRewardHistoryItem>;

/** GET /{locale}/user/rewards-history?page (newest first). */
export const ZRewardsHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ZRewardsHistoryResponse = z.object({
  success: z.literal(true),
  items: z.array(ZRewardHistoryItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TRewardsHistoryResponse = z.infer<typeof ZRewardsHistoryResponse>;
export const REWARDS_HISTORY_PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------------
// Operator API (server to server, JSON, `Authorization: Bearer <token>`).
// ---------------------------------------------------------------------------------------------

/** A text per locale; `en` is required and is the fallback. */
const ZLocalisedText = z
  .record(z.string().regex(/^[a-z]{2}$/), z.string().trim().min(1).max(120))
  .refine((texts) => typeof texts.en === 'string', { error: 'needs an en text' });

const ZPositiveMinor = z.string().regex(/^[1-9]\d{0,11}$/);
const ZContributions = z.strictObject({
  slots: z.number().int().min(0).max(100),
  table: z.number().int().min(0).max(100),
  live: z.number().int().min(0).max(100),
});

/** Free rounds a campaign or an operator gives: a slot of the catalogue, by its slug. */
export const ZFreeSpinsRule = z.strictObject({
  gameSlug: z.string().regex(/^[a-z0-9-]{1,80}$/),
  /** Rounds per grant. */
  rounds: z.number().int().min(1).max(500),
  stakeMinor: ZPositiveMinor,
  /** Hours each grant may be played. */
  validHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** Grants, one a day from the first (the claim or the operator's grant); 1 for a single grant. */
  days: z.number().int().min(1).max(30).default(1),
  winsTo: z.enum(['bonus', 'cash']).default('bonus'),
});
export type TFreeSpinsRule = z.infer<typeof ZFreeSpinsRule>;

/** The bonus money part of a campaign or a grant. */
export const ZBonusRule = z.strictObject({
  wageringMultiplier: z.number().int().min(0).max(100),
  wageringDays: z.number().int().min(1).max(365),
  maxBetMinor: ZPositiveMinor.nullable().default(null),
  contributions: ZContributions.default({ slots: 100, table: 10, live: 0 }),
});
export type TBonusRule = z.infer<typeof ZBonusRule>;

/** POST /operator-api/v1/campaigns */
export const ZCampaignCreate = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('deposit-bonus'),
    name: ZLocalisedText,
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .max(60),
    currency: ZCurrency,
    /** First deposit only (spec 000 §9 wording). */
    minDepositMinor: ZPositiveMinor,
    matchPercent: z.number().int().min(1).max(500),
    maxBonusMinor: ZPositiveMinor,
    /** Days after the first deposit the offer may be claimed. */
    claimDays: z.number().int().min(1).max(90).default(7),
    bonus: ZBonusRule,
    freeSpins: ZFreeSpinsRule.optional(),
    needsBonusCap: z.boolean().default(true),
  }),
  z.strictObject({
    kind: z.literal('cashback'),
    name: ZLocalisedText,
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .max(60),
    currency: ZCurrency,
    gameType: z.enum(WAGERING_GAME_TYPES).default('live'),
    percent: z.number().int().min(1).max(100),
    periodHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 31)
      .default(24),
    minRounds: z.number().int().min(0).max(100_000).default(50),
    claimDays: z.number().int().min(1).max(90).default(7),
    minCashbackMinor: ZPositiveMinor,
    maxCashbackMinor: ZPositiveMinor,
    needsBonusCap: z.boolean().default(false),
  }),
]);
export type TCampaignCreate = z.infer<typeof ZCampaignCreate>;

export const ZCampaign = z.object({
  id: ZUuid,
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  name: z.record(z.string(), z.string()),
  countries: z.array(z.string()),
  currency: ZCurrency,
  rules: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaign>;
export const ZCampaignResponse = z.object({ success: z.literal(true), campaign: ZCampaign });
export const ZCampaignListResponse = z.object({
  success: z.literal(true),
  items: z.array(ZCampaign),
});
/** POST /operator-api/v1/campaigns/{id}/status */
export const ZCampaignStatusRequest = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES),
  reason: z.string().trim().min(1).max(500),
});

/** POST /operator-api/v1/players/{id}/rewards: a bonus or free rounds, with a reason (audited). */
export const ZOperatorGrant = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bonus'),
    amountMinor: ZPositiveMinor,
    bonus: ZBonusRule,
    title: ZLocalisedText.optional(),
    reason: z.string().trim().min(1).max(500),
    /** The operator's key: the same key gives the first answer again, once. */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9:_-]{8,80}$/),
  }),
  z.strictObject({
    kind: z.literal('free-spins'),
    freeSpins: ZFreeSpinsRule,
    /** The bonus rule of the wins, when they go to bonus money (default: none, 1 day). */
    bonus: ZBonusRule.optional(),
    title: ZLocalisedText.optional(),
    reason: z.string().trim().min(1).max(500),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9:_-]{8,80}$/),
  }),
]);
export type TOperatorGrant = z.infer<typeof ZOperatorGrant>;

export const ZOperatorGrantResponse = z.object({
  success: z.literal(true),
  bonusId: z.string().nullable(),
  grantId: z.string().nullable(),
});

/**
 * A prize of a prize draw or a race, paid through rewards (DESIGN §11): cash or bonus money (an
 * amount per currency: the winner's is paid), or free spins on a slot of the catalogue (by id).
 */
export const ZPrizeItem = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('cash'), amounts: z.record(ZCurrency, ZPositiveMinor) }),
  z.strictObject({
    kind: z.literal('bonus'),
    amounts: z.record(ZCurrency, ZPositiveMinor),
    wageringMultiplier: z.number().int().min(0).max(100),
    wageringDays: z.number().int().min(1).max(365),
  }),
  z.strictObject({
    kind: z.literal('free-spins'),
    gameId: z.string().regex(/^[0-9]{1,12}$/),
    rounds: z.number().int().min(1).max(500),
    stakes: z.record(ZCurrency, ZPositiveMinor),
    validHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
  }),
]);
export type TPrizeItem = z.infer<typeof ZPrizeItem>;
