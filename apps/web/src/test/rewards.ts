import type {
  TFreeRoundsGrant,
  TRewardOffer,
  TRewardsResponse,
  TRunningBonus,
} from '@playfair/contracts/rewards';

// Answers of GET /user/rewards as the contract shapes them, for the tests of every feature that
// reads the shared rewards query (the rewards modal, the withdrawal form, the game view).

export function rewardOffer(overrides: Partial<TRewardOffer> = {}): TRewardOffer {
  return {
    offerId: 'offer-1',
    kind: 'deposit-bonus',
    title: 'Welcome bonus',
    amountMinor: '5000',
    formatted: '€50.00',
    terms: {
      minDepositMinor: '1000',
      matchPercent: 100,
      maxBonusMinor: '10000',
      wageringMultiplier: 40,
      wageringDays: 30,
      maxBetMinor: '500',
      spinsPerDay: 10,
    },
    claimBy: '2027-01-08T12:00:00Z',
    ...overrides,
  };
}

export function runningBonus(overrides: Partial<TRunningBonus> = {}): TRunningBonus {
  return {
    bonusId: 'bonus-1',
    title: 'Welcome bonus',
    amountMinor: '5000',
    amountFormatted: '€50.00',
    balanceMinor: '2000',
    balanceFormatted: '€20.00',
    wageringRequiredMinor: '200000',
    wageringDoneMinor: '50000',
    wageringLeftMinor: '150000',
    wageringLeftFormatted: '€1,500.00',
    wageringPercent: 25,
    maxBetMinor: '500',
    maxBetFormatted: '€5.00',
    contributions: { slots: 100, table: 10, live: 0 },
    expiresAt: '2027-01-31T12:00:00Z',
    ...overrides,
  };
}

export function freeRoundsGrant(overrides: Partial<TFreeRoundsGrant> = {}): TFreeRoundsGrant {
  return {
    grantId: 'grant-1',
    title: 'Welcome spins',
    gameSlug: 'golden-reels',
    gameName: 'Golden Reels',
    roundsTotal: 10,
    roundsLeft: 7,
    stakeMinor: '20',
    stakeFormatted: '€0.20',
    winsTo: 'bonus',
    expiresAt: '2027-01-02T12:00:00Z',
    ...overrides,
  };
}

export function rewardsAnswer(overrides: Partial<TRewardsResponse> = {}): TRewardsResponse {
  return {
    success: true,
    currency: 'EUR',
    isUserWithinBonusCap: true,
    offers: [],
    bonuses: [],
    freeRounds: [],
    ...overrides,
  };
}
