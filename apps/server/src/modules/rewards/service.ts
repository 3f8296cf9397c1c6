import type {
  TBonusRule,
  TPrizeItem,
  TCampaignCreate,
  TClaimResponse,
  TFreeSpinsRule,
  TOfferTerms,
  TOperatorGrant,
  TRewardsHistoryResponse,
  TRewardsResponse,
  WageringGameType,
} from '@playfair/contracts/rewards';
import { REWARDS_HISTORY_PAGE_SIZE } from '@playfair/contracts/rewards';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { DomainEventPayloads, EventBus } from '../../platform/events/events';
import { formatBalance, type WalletService } from '../wallet/service';
import type { FreeRoundsVendor } from './free-rounds-vendor';
import {
  activeCampaigns,
  addWagering,
  recordWageringStake,
  takeBackWagering,
  bonusesGrantedSince,
  bonusOfGrantKey,
  bonusOfOffer,
  cashbackTotals,
  countFreeRound,
  dueBonuses,
  endBonus,
  endExpiredGrants,
  findCampaign,
  findGrant,
  findGrantByKey,
  findOffer,
  grantsToDeliver,
  growBonus,
  historyPage,
  insertBonus,
  insertCampaign,
  insertCashbackRound,
  insertGrant,
  insertHistory,
  insertOffer,
  lastEndedBonus,
  listCampaigns,
  liveGrantsOf,
  lockGrant,
  lockOffer,
  convertRunningBonus,
  markGrantDelivered,
  markOfferClaimed,
  openOffersOf,
  runningBonus,
  setCampaignStatus,
  type BonusRow,
  type CampaignRow,
  type GrantRow,
  type OfferRow,
} from './repo';
import type { LocalisedText } from './schema';

export type { GrantRow } from './repo';
export { createHttpFreeRoundsVendor, type FreeRoundsVendor } from './free-rounds-vendor';

// DESIGN §11, decision 009: the rewards engine. Bonus money lives in the player's bonus ledger
// account; every grant, conversion, expiry and forfeit is a ledger transfer with a key of its own,
// so none happens twice; the bonus row and the history row are written in the same transaction.

/** Who a player is to rewards: the market and currency (and the language of a view). */
export type RewardsAccount = {
  id: string;
  country: string;
  currency: string;
  /** The operator's word (players.is_within_bonus_cap): false keeps the player out of bonuses. */
  isBonusAllowed?: boolean;
};
export type RewardsPlayer = RewardsAccount & { locale: string };

export type RewardsGame = {
  id: string;
  slug: string;
  name: string;
  providerId: string;
  type: WageringGameType;
  isSlot: boolean;
};

export type RewardsDependencies = {
  db: Database;
  wallet: Pick<
    WalletService,
    'transfer' | 'transferWithin' | 'lockPlayer' | 'balances' | 'cashUsageSince'
  >;
  events: Pick<EventBus, 'publish' | 'subscribe'>;
  profileFor: (country: string) => JurisdictionProfile;
  /** The player's market and currency, read through `tx` inside a transaction. */
  findPlayer: (playerId: string, tx?: Database) => Promise<RewardsAccount | undefined>;
  /**
   * A catalogue game by id (read through `tx` inside a transaction) or, outside one, by slug, with
   * the type wagering weighs it as.
   */
  findGame: (idOrSlug: string, tx?: Database) => Promise<RewardsGame | null>;
  vendor: FreeRoundsVendor;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** The running bonus's rules as a stake meets them. */
export type StakeBonus = Pick<BonusRow, 'id' | 'maxBetMinor' | 'contributions'>;

const WELCOME_SEED = 'welcome-first-deposit';
const LIVE_CASHBACK_SEED = 'live-casino-cashback';

function textIn(texts: LocalisedText, locale: string): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

function minor(value: unknown): bigint {
  return typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n;
}

function isForCountry(campaign: CampaignRow, country: string): boolean {
  return campaign.countries.includes(country);
}

/** The wagering a market allows: the campaign's multiplier, held to the market's cap (GB: 10). */
export function effectiveMultiplier(multiplier: number, profile: JurisdictionProfile): number {
  const cap = profile.bonuses.maxWageringMultiplier;
  return cap === null ? multiplier : Math.min(multiplier, cap);
}

/** The first deposit's bonus: `matchPercent` of it, at most `maxBonusMinor`; rounded down. */
export function depositBonusAmount(
  depositMinor: bigint,
  matchPercent: number,
  maxBonusMinor: bigint,
): bigint {
  const matched = (depositMinor * BigInt(matchPercent)) / 100n;
  return matched < maxBonusMinor ? matched : maxBonusMinor;
}

/**
 * Cashback for a period: `percent` of the net loss, rounded down, at most the maximum; nothing
 * below the minimum, with fewer rounds than asked, or without a loss.
 */
export function cashbackAmount(
  totals: { rounds: number; stakeMinor: bigint; winMinor: bigint },
  rule: { percent: number; minRounds: number; minCashbackMinor: bigint; maxCashbackMinor: bigint },
): bigint | null {
  if (totals.rounds < rule.minRounds) return null;
  const loss = totals.stakeMinor - totals.winMinor;
  if (loss <= 0n) return null;
  const amount = (loss * BigInt(rule.percent)) / 100n;
  if (amount < rule.minCashbackMinor) return null;
  return amount > rule.maxCashbackMinor ? rule.maxCashbackMinor : amount;
}

/** The stake counted toward wagering: its game type's percent, rounded down. */
export function wageringOf(
  amountMinor: bigint,
  type: WageringGameType,
  contributions: Record<WageringGameType, number>,
): bigint {
  return (amountMinor * BigInt(contributions[type] ?? 0)) / 100n;
}

/** A new running bonus's row: its wagering is the amount times the (market-held) multiplier. */
function bonusRow(input: {
  playerId: string;
  currency: string;
  campaignId: string | null;
  offerId: string | null;
  grantKey?: string;
  title: LocalisedText;
  amountMinor: bigint;
  rule: TBonusRule;
  multiplier: number;
  at: Date;
}) {
  const { rule, multiplier, at } = input;
  return {
    playerId: input.playerId,
    currency: input.currency,
    campaignId: input.campaignId,
    offerId: input.offerId,
    grantKey: input.grantKey ?? null,
    title: input.title,
    amountMinor: input.amountMinor,
    wageringRequiredMinor: input.amountMinor * BigInt(multiplier),
    wageringMultiplier: multiplier,
    maxBetMinor: rule.maxBetMinor === null ? null : BigInt(rule.maxBetMinor),
    contributions: rule.contributions,
    expiresAt: new Date(at.getTime() + rule.wageringDays * DAY_MS),
    createdAt: at,
  };
}

export function createRewardsService(deps: RewardsDependencies) {
  const { db, wallet, events, now, log } = deps;

  async function changed(
    tx: Database,
    playerId: string,
    currency: string,
    what: string,
    details: Omit<DomainEventPayloads['rewards.changed'], 'currency' | 'what'> = {},
  ) {
    await events.publish(tx, 'rewards.changed', {
      playerId,
      payload: { currency, what, ...details },
    });
  }

  async function isWithinBonusCap(player: RewardsAccount, tx: Database = db): Promise<boolean> {
    if (player.isBonusAllowed === false) return false;
    const cap = deps.profileFor(player.country).bonuses.cap;
    if (cap === null) return true;
    const since =
      cap.periodDays === null ? null : new Date(now().getTime() - cap.periodDays * DAY_MS);
    const granted = await bonusesGrantedSince(tx, player.id, since);
    if (cap.maxCount !== null && granted.count >= cap.maxCount) return false;
    if (cap.maxAmountMinor !== null && granted.amountMinor >= BigInt(cap.maxAmountMinor)) {
      return false;
    }
    return true;
  }

  function termsOf(campaign: CampaignRow, profile: JurisdictionProfile): TOfferTerms {
    const rules = campaign.rules;
    if (campaign.kind === 'cashback') {
      return {
        cashbackPercent: Number(rules.percent),
        periodHours: Number(rules.periodHours),
        minRounds: Number(rules.minRounds),
        claimDays: Number(rules.claimDays),
        minCashbackMinor: String(rules.minCashbackMinor),
        maxCashbackMinor: String(rules.maxCashbackMinor),
      };
    }
    const bonus = rules.bonus as TBonusRule;
    const spins = rules.freeSpins as TFreeSpinsRule | undefined;
    return {
      minDepositMinor: String(rules.minDepositMinor),
      matchPercent: Number(rules.matchPercent),
      maxBonusMinor: String(rules.maxBonusMinor),
      wageringMultiplier: effectiveMultiplier(bonus.wageringMultiplier, profile),
      wageringDays: bonus.wageringDays,
      ...(bonus.maxBetMinor === null ? {} : { maxBetMinor: bonus.maxBetMinor }),
      claimDays: Number(rules.claimDays),
      ...(spins === undefined
        ? {}
        : { spinsPerDay: spins.rounds, spinDays: spins.days, spinValidHours: spins.validHours }),
    };
  }

  /** A bonus starts: its money moves house → bonus account under the player's lock (caller's). */
  async function startBonus(
    tx: Database,
    input: {
      player: RewardsAccount;
      amountMinor: bigint;
      rule: TBonusRule;
      title: LocalisedText;
      campaignId: string | null;
      offerId: string | null;
      key: string;
      actor: string;
      reason: string | null;
    },
  ): Promise<BonusRow> {
    const { player, rule } = input;
    const profile = deps.profileFor(player.country);
    const multiplier = effectiveMultiplier(rule.wageringMultiplier, profile);
    const at = now();
    const bonus = await insertBonus(
      tx,
      bonusRow({
        playerId: player.id,
        currency: player.currency,
        campaignId: input.campaignId,
        offerId: input.offerId,
        grantKey: input.key,
        title: input.title,
        amountMinor: input.amountMinor,
        rule,
        multiplier,
        at,
      }),
    );
    await wallet.transferWithin(tx, {
      idempotencyKey: `reward:bonus:${bonus.id}:grant`,
      kind: 'bonus_grant',
      from: { kind: 'house' },
      to: { kind: 'player_bonus', playerId: player.id },
      amountMinor: input.amountMinor,
      currency: player.currency,
      metadata: { bonusId: bonus.id, key: input.key },
    });
    await insertHistory(tx, {
      playerId: player.id,
      type: 'bonus-granted',
      title: input.title,
      amountMinor: input.amountMinor,
      currency: player.currency,
      reference: bonus.id,
      actor: input.actor,
      reason: input.reason,
      at,
    });
    if (multiplier === 0) await convert(tx, bonus, player.currency);
    return bonus;
  }

  /** The bonus becomes cash, once (its ledger key): what is left of it in the bonus account. */
  async function convert(tx: Database, bonus: BonusRow, currency: string): Promise<void> {
    const { bonusMinor } = await wallet.balances(bonus.playerId, currency, tx);
    if (!(await endBonus(tx, bonus.id, 'converted', bonusMinor, now()))) return;
    if (bonusMinor > 0n) {
      await wallet.transferWithin(tx, {
        idempotencyKey: `reward:bonus:${bonus.id}:conversion`,
        kind: 'bonus_conversion',
        from: { kind: 'player_bonus', playerId: bonus.playerId },
        to: { kind: 'player_cash', playerId: bonus.playerId },
        amountMinor: bonusMinor,
        currency,
        metadata: { bonusId: bonus.id },
      });
    }
    await insertHistory(tx, {
      playerId: bonus.playerId,
      type: 'bonus-converted',
      title: bonus.title,
      amountMinor: bonusMinor,
      currency,
      reference: bonus.id,
      actor: 'system',
      reason: null,
      at: now(),
    });
    await changed(tx, bonus.playerId, currency, 'bonus-converted', {
      amountMinor: bonusMinor.toString(),
    });
  }

  /**
   * The bonus ends without becoming cash (expired or forfeited): its money goes back to the house.
   * The caller holds the player's lock (`wallet.lockPlayer`).
   */
  async function giveBack(
    tx: Database,
    bonus: BonusRow,
    status: 'expired' | 'forfeited',
    actor: string,
    reason: string | null,
  ): Promise<bigint | null> {
    const { bonusMinor } = await wallet.balances(bonus.playerId, bonus.currency, tx);
    if (!(await endBonus(tx, bonus.id, status, bonusMinor, now()))) return null;
    if (bonusMinor > 0n) {
      await wallet.transferWithin(tx, {
        idempotencyKey: `reward:bonus:${bonus.id}:${status}`,
        kind: 'bonus_forfeit',
        from: { kind: 'player_bonus', playerId: bonus.playerId },
        to: { kind: 'house' },
        amountMinor: bonusMinor,
        currency: bonus.currency,
        metadata: { bonusId: bonus.id, status },
      });
    }
    await insertHistory(tx, {
      playerId: bonus.playerId,
      type: status === 'expired' ? 'bonus-expired' : 'bonus-forfeited',
      title: bonus.title,
      amountMinor: bonusMinor,
      currency: bonus.currency,
      reference: bonus.id,
      actor,
      reason,
      at: now(),
    });
    await changed(tx, bonus.playerId, bonus.currency, `bonus-${status}`);
    return bonusMinor;
  }

  /** Free rounds of a rule: one grant a day from `from`, each playable `validHours`. */
  async function scheduleFreeRounds(
    tx: Database,
    input: {
      player: RewardsAccount;
      /** The rule's game, found before the transaction. */
      game: RewardsGame;
      rule: TFreeSpinsRule;
      bonusRule: TBonusRule | null;
      title: LocalisedText;
      campaignId: string | null;
      key: string;
      actor: string;
      reason: string | null;
    },
  ): Promise<GrantRow | undefined> {
    const { game } = input;
    const at = now();
    let first: GrantRow | undefined;
    for (let day = 0; day < input.rule.days; day += 1) {
      const availableFrom = new Date(at.getTime() + day * DAY_MS);
      const key = `${input.key}:day-${day}`;
      const grant =
        (await insertGrant(tx, {
          playerId: input.player.id,
          currency: input.player.currency,
          campaignId: input.campaignId,
          title: input.title,
          gameId: game.id,
          providerId: game.providerId,
          rounds: input.rule.rounds,
          stakeMinor: BigInt(input.rule.stakeMinor),
          winsTo: input.rule.winsTo,
          bonusRule: input.bonusRule,
          availableFrom,
          expiresAt: new Date(availableFrom.getTime() + input.rule.validHours * HOUR_MS),
          idempotencyKey: key,
          createdAt: at,
        })) ?? (await findGrantByKey(tx, key));
      first ??= grant;
      if (grant !== undefined && day === 0) {
        await insertHistory(tx, {
          playerId: input.player.id,
          type: 'free-rounds-granted',
          title: input.title,
          amountMinor: null,
          currency: input.player.currency,
          rounds: input.rule.rounds * input.rule.days,
          reference: grant.id,
          actor: input.actor,
          reason: input.reason,
          at,
        });
      }
    }
    await changed(tx, input.player.id, input.player.currency, 'free-rounds-granted');
    return first;
  }

  /** Due grants go to their provider; a failure is tried again on the next pass. */
  async function deliverFreeRounds(): Promise<number> {
    let delivered = 0;
    for (const grant of await grantsToDeliver(db, now(), 50)) {
      try {
        await deps.vendor.grant(grant.providerId, {
          freeRoundsId: grant.id,
          playerId: grant.playerId,
          gameId: grant.gameId,
          rounds: grant.rounds - grant.roundsPlayed,
          stake: Number(grant.stakeMinor),
          currency: grant.currency,
          expiresAt: grant.expiresAt.toISOString(),
        });
        await markGrantDelivered(db, grant.id, now());
        delivered += 1;
      } catch (error) {
        log.warn({ err: error, grantId: grant.id }, 'free rounds not delivered; tried again later');
      }
    }
    for (const ended of await endExpiredGrants(db, now())) {
      if (ended.deliveredAt !== null) {
        await deps.vendor.cancel(ended.providerId, ended.id).catch((error: unknown) => {
          log.warn({ err: error, grantId: ended.id }, 'an expired grant was not cancelled');
        });
      }
    }
    return delivered;
  }

  /** The slot a free-spins rule names, found outside any transaction. */
  async function freeSpinsGame(rule: TFreeSpinsRule | undefined): Promise<RewardsGame | null> {
    if (rule === undefined) return null;
    const game = await deps.findGame(rule.gameSlug);
    if (game === null || !game.isSlot) throw new AppError('GAME_NOT_FOUND');
    return game;
  }

  async function playerOrFail(playerId: string, tx: Database = db): Promise<RewardsAccount> {
    const player = await deps.findPlayer(playerId, tx);
    if (player === undefined) throw new AppError('USER_NOT_FOUND');
    return player;
  }

  /** A deposit-bonus offer for the player's first deposit, if a campaign is for them. */
  async function offerFirstDeposit(
    tx: Database,
    player: RewardsAccount,
    depositMinor: bigint,
    depositedAt: Date,
  ): Promise<void> {
    const withinCap = await isWithinBonusCap(player, tx);
    for (const campaign of await activeCampaigns(tx, 'deposit-bonus')) {
      if (!isForCountry(campaign, player.country) || campaign.currency !== player.currency)
        continue;
      if (campaign.rules.needsBonusCap === true && !withinCap) continue;
      if (depositMinor < minor(campaign.rules.minDepositMinor)) continue;
      const amountMinor = depositBonusAmount(
        depositMinor,
        Number(campaign.rules.matchPercent),
        minor(campaign.rules.maxBonusMinor),
      );
      if (amountMinor <= 0n) continue;
      const offer = await insertOffer(tx, {
        campaignId: campaign.id,
        playerId: player.id,
        // Once per player ever: the first deposit is one.
        periodStart: new Date(0),
        amountMinor,
        currency: player.currency,
        claimBy: new Date(depositedAt.getTime() + Number(campaign.rules.claimDays) * DAY_MS),
        basis: { depositMinor: depositMinor.toString(), depositedAt: depositedAt.toISOString() },
        createdAt: now(),
      });
      if (offer !== undefined) await changed(tx, player.id, player.currency, 'offer-opened');
    }
  }

  /** Cashback offers of every active campaign for the period that ended last (idempotent). */
  async function offerCashback(): Promise<number> {
    let opened = 0;
    for (const campaign of await activeCampaigns(db, 'cashback')) {
      const rules = campaign.rules;
      const periodMs = Number(rules.periodHours) * HOUR_MS;
      const periodEnd = Math.floor(now().getTime() / periodMs) * periodMs;
      // The period that ended last, and the one before it in case a pass was missed.
      for (const end of [periodEnd, periodEnd - periodMs]) {
        const from = new Date(end - periodMs);
        const to = new Date(end);
        const totals = await cashbackTotals(
          db,
          rules.gameType as WageringGameType,
          campaign.currency,
          from,
          to,
        );
        for (const total of totals) {
          if (!campaign.countries.includes(total.country)) continue;
          const amountMinor = cashbackAmount(total, {
            percent: Number(rules.percent),
            minRounds: Number(rules.minRounds),
            minCashbackMinor: minor(rules.minCashbackMinor),
            maxCashbackMinor: minor(rules.maxCashbackMinor),
          });
          if (amountMinor === null) continue;
          await db.transaction(async (tx) => {
            const offer = await insertOffer(tx, {
              campaignId: campaign.id,
              playerId: total.playerId,
              periodStart: from,
              amountMinor,
              currency: campaign.currency,
              claimBy: new Date(end + Number(rules.claimDays) * DAY_MS),
              basis: {
                rounds: total.rounds,
                stakeMinor: total.stakeMinor.toString(),
                winMinor: total.winMinor.toString(),
                periodEnd: to.toISOString(),
              },
              createdAt: now(),
            });
            if (offer !== undefined) {
              opened += 1;
              await changed(tx, total.playerId, campaign.currency, 'cashback-offer-opened', {
                amountMinor: amountMinor.toString(),
                minRounds: Number(rules.minRounds),
                minCashbackMinor: minor(rules.minCashbackMinor).toString(),
              });
            }
          });
        }
      }
    }
    return opened;
  }

  async function expireBonuses(): Promise<number> {
    let expired = 0;
    for (const bonus of await dueBonuses(db, now(), 100)) {
      await db.transaction(async (tx) => {
        await wallet.lockPlayer(tx, bonus.playerId, bonus.currency);
        const running = await runningBonus(tx, bonus.playerId, bonus.currency, { lock: true });
        if (running?.id !== bonus.id) return;
        if ((await giveBack(tx, running, 'expired', 'system', null)) !== null) expired += 1;
      });
    }
    return expired;
  }

  /** Ends the running bonus of a player who withdraws, or is timed out or excluded. */
  async function forfeitIn(
    tx: Database,
    playerId: string,
    currency: string,
    actor: string,
    reason: string,
  ): Promise<bigint | null> {
    await wallet.lockPlayer(tx, playerId, currency);
    const running = await runningBonus(tx, playerId, currency, { lock: true });
    if (running === undefined) return null;
    return giveBack(tx, running, 'forfeited', actor, reason);
  }

  function offerView(
    offer: OfferRow & { campaign: CampaignRow },
    player: RewardsPlayer,
  ): TRewardsResponse['offers'][number] {
    const profile = deps.profileFor(player.country);
    return {
      offerId: offer.id,
      kind: offer.campaign.kind,
      title: textIn(offer.campaign.name, player.locale),
      amountMinor: offer.amountMinor?.toString() ?? null,
      formatted:
        offer.amountMinor === null ? null : formatBalance(offer.amountMinor, offer.currency),
      terms: termsOf(offer.campaign, profile),
      claimBy: offer.claimBy.toISOString(),
    };
  }

  function bonusView(bonus: BonusRow, balanceMinor: bigint, locale: string) {
    const left = bonus.wageringRequiredMinor - bonus.wageringDoneMinor;
    const leftMinor = left > 0n ? left : 0n;
    const percent =
      bonus.wageringRequiredMinor === 0n
        ? 100
        : Number((bonus.wageringDoneMinor * 100n) / bonus.wageringRequiredMinor);
    return {
      bonusId: bonus.id,
      title: textIn(bonus.title, locale),
      amountMinor: bonus.amountMinor.toString(),
      amountFormatted: formatBalance(bonus.amountMinor, bonus.currency),
      balanceMinor: balanceMinor.toString(),
      balanceFormatted: formatBalance(balanceMinor, bonus.currency),
      wageringRequiredMinor: bonus.wageringRequiredMinor.toString(),
      wageringDoneMinor: bonus.wageringDoneMinor.toString(),
      wageringLeftMinor: leftMinor.toString(),
      wageringLeftFormatted: formatBalance(leftMinor, bonus.currency),
      wageringPercent: Math.min(100, Math.max(0, percent)),
      maxBetMinor: bonus.maxBetMinor?.toString() ?? null,
      maxBetFormatted:
        bonus.maxBetMinor === null ? null : formatBalance(bonus.maxBetMinor, bonus.currency),
      contributions: bonus.contributions,
      expiresAt: bonus.expiresAt.toISOString(),
    };
  }

  async function grantViews(player: RewardsPlayer): Promise<TRewardsResponse['freeRounds']> {
    const views: TRewardsResponse['freeRounds'] = [];
    for (const grant of await liveGrantsOf(db, player.id, now())) {
      const game = await deps.findGame(grant.gameId);
      if (game === null) continue;
      views.push({
        grantId: grant.id,
        title: textIn(grant.title, player.locale),
        gameSlug: game.slug,
        gameName: game.name,
        roundsTotal: grant.rounds,
        roundsLeft: grant.rounds - grant.roundsPlayed,
        stakeMinor: grant.stakeMinor.toString(),
        stakeFormatted: formatBalance(grant.stakeMinor, grant.currency),
        winsTo: grant.winsTo,
        expiresAt: grant.expiresAt.toISOString(),
      });
    }
    return views;
  }

  async function claimAnswerOf(offer: OfferRow): Promise<TClaimResponse> {
    const campaign = await findCampaign(db, offer.campaignId);
    const bonus = await bonusOfOffer(db, offer.id);
    const grant = await findGrantByKey(db, `reward:offer:${offer.id}:spins:day-0`);
    return {
      success: true,
      kind: campaign?.kind ?? 'bonus',
      amountMinor: offer.amountMinor?.toString() ?? null,
      formatted:
        offer.amountMinor === null ? null : formatBalance(offer.amountMinor, offer.currency),
      bonusId: bonus?.id ?? null,
      grantId: grant?.id ?? null,
    };
  }

  const service = {
    isWithinBonusCap: (player: RewardsAccount) => isWithinBonusCap(player),

    /** GET /user/rewards */
    async rewardsOf(player: RewardsPlayer): Promise<TRewardsResponse> {
      const withinCap = await isWithinBonusCap(player);
      const offers = (await openOffersOf(db, player.id, now())).filter(
        (offer) =>
          offer.currency === player.currency &&
          (withinCap || offer.campaign.rules.needsBonusCap !== true),
      );
      const running = await runningBonus(db, player.id, player.currency);
      const { bonusMinor } = await wallet.balances(player.id, player.currency);
      return {
        success: true,
        currency: player.currency,
        isUserWithinBonusCap: withinCap,
        offers: offers.map((offer) => offerView(offer, player)),
        bonuses: running === undefined ? [] : [bonusView(running, bonusMinor, player.locale)],
        freeRounds: await grantViews(player),
      };
    },

    /** POST /user/rewards/claim/{offerId}: once, whatever the number of clicks. */
    async claim(player: RewardsPlayer, offerId: string): Promise<TClaimResponse> {
      if (!/^[0-9a-f-]{36}$/i.test(offerId)) throw new AppError('OFFER_NOT_FOUND');
      const seen = await findOffer(db, offerId);
      if (seen === undefined || seen.playerId !== player.id) throw new AppError('OFFER_NOT_FOUND');
      if (seen.status === 'claimed') return claimAnswerOf(seen);
      const campaign = await findCampaign(db, seen.campaignId);
      if (campaign === undefined || campaign.status !== 'active') {
        throw new AppError('OFFER_NOT_FOUND');
      }
      const amountMinor = seen.amountMinor ?? 0n;
      const isCash = campaign.kind === 'cashback';
      const spinsRule = campaign.rules.freeSpins as TFreeSpinsRule | undefined;
      const spinsGame = await freeSpinsGame(spinsRule);
      let claimedNow = false;
      // The claim's one transfer (its key is the offer's): cashback to cash, a bonus to the bonus
      // account. Both player accounts are locked in the stake's order (the playable side).
      const outcome = await wallet.transfer({
        idempotencyKey: `reward:offer:${offerId}`,
        kind: isCash ? 'reward_payout' : 'bonus_grant',
        from: { kind: 'house' },
        to: { kind: 'player_play', playerId: player.id },
        bonusPartOf: async () => (isCash ? 0n : amountMinor),
        amountMinor,
        currency: player.currency,
        metadata: { offerId, campaignId: campaign.id },
        check: async (tx) => {
          const offer = await lockOffer(tx, offerId);
          if (offer === undefined || offer.status !== 'open') {
            throw new AppError('OFFER_ALREADY_CLAIMED');
          }
          if (offer.claimBy.getTime() < now().getTime()) throw new AppError('OFFER_NOT_ELIGIBLE');
          if (campaign.rules.needsBonusCap === true && !(await isWithinBonusCap(player, tx))) {
            throw new AppError('OFFER_NOT_ELIGIBLE');
          }
          if (!isCash && (await runningBonus(tx, player.id, player.currency)) !== undefined) {
            throw new AppError('BONUS_ALREADY_RUNNING');
          }
        },
        within: async (tx, transfer) => {
          await markOfferClaimed(tx, offerId, now());
          claimedNow = true;
          const title = campaign.name;
          if (isCash) {
            await insertHistory(tx, {
              playerId: player.id,
              type: 'cashback-paid',
              title,
              amountMinor,
              currency: player.currency,
              reference: offerId,
              actor: 'player',
              reason: null,
              at: now(),
            });
            await changed(tx, player.id, player.currency, 'cashback-paid');
            return;
          }
          const rule = campaign.rules.bonus as TBonusRule;
          const profile = deps.profileFor(player.country);
          const multiplier = effectiveMultiplier(rule.wageringMultiplier, profile);
          const at = now();
          const bonus = await insertBonus(
            tx,
            bonusRow({
              playerId: player.id,
              currency: player.currency,
              campaignId: campaign.id,
              offerId,
              title,
              amountMinor,
              rule,
              multiplier,
              at,
            }),
          );
          await insertHistory(tx, {
            playerId: player.id,
            type: 'bonus-granted',
            title,
            amountMinor,
            currency: player.currency,
            reference: bonus.id,
            actor: 'player',
            reason: `transfer ${transfer.id}`,
            at,
          });
          if (spinsRule !== undefined && spinsGame !== null) {
            await scheduleFreeRounds(tx, {
              player,
              game: spinsGame,
              rule: spinsRule,
              bonusRule: rule,
              title,
              campaignId: campaign.id,
              key: `reward:offer:${offerId}:spins`,
              actor: 'player',
              reason: null,
            });
          }
          await changed(tx, player.id, player.currency, 'bonus-granted', {
            amountMinor: amountMinor.toString(),
          });
          if (multiplier === 0) await convert(tx, bonus, player.currency);
        },
      });
      if (outcome.kind !== 'transferred') throw new AppError('OFFER_ALREADY_CLAIMED');
      if (claimedNow) void deliverFreeRounds().catch(() => undefined);
      const claimed = await findOffer(db, offerId);
      if (claimed === undefined) throw new AppError('OFFER_NOT_FOUND');
      return claimAnswerOf(claimed);
    },

    /** GET /user/rewards-history */
    async history(player: RewardsPlayer, page: number): Promise<TRewardsHistoryResponse> {
      const { rows, total } = await historyPage(db, player.id, page, REWARDS_HISTORY_PAGE_SIZE);
      return {
        success: true,
        items: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: textIn(row.title, player.locale),
          amountMinor: row.amountMinor?.toString() ?? null,
          formatted: row.amountMinor === null ? null : formatBalance(row.amountMinor, row.currency),
          currency: row.currency,
          rounds: row.rounds,
          at: row.at.toISOString(),
        })),
        page,
        pageSize: REWARDS_HISTORY_PAGE_SIZE,
        total,
      };
    },

    /** The running bonus, if any (the withdrawal asks before it forfeits it). */
    async runningBonusOf(playerId: string, currency: string) {
      const running = await runningBonus(db, playerId, currency);
      if (running === undefined) return null;
      const { bonusMinor } = await wallet.balances(playerId, currency);
      return { bonusId: running.id, balanceMinor: bonusMinor };
    },

    /** Forfeits the running bonus in its own transaction (a confirmed withdrawal). */
    async forfeit(playerId: string, currency: string, actor: string, reason: string) {
      return db.transaction((tx) => forfeitIn(tx, playerId, currency, actor, reason));
    },

    forfeitIn,

    /**
     * A prize of a prize draw or a race (DESIGN §11: prizes are paid through rewards), inside the
     * caller's transaction and once per key: cash, bonus money (added to a running bonus with its
     * wagering, or a bonus of its own) or free spins. A prize with no amount in the winner's
     * currency is not paid and answers false.
     */
    async payPrize(
      tx: Database,
      input: { playerId: string; item: TPrizeItem; title: LocalisedText; key: string },
    ): Promise<boolean> {
      const player = await playerOrFail(input.playerId, tx);
      await wallet.lockPlayer(tx, player.id, player.currency);
      const { item } = input;
      const prizeHistory = async (amountMinor: bigint | null, rounds: number | null) => {
        await insertHistory(tx, {
          playerId: player.id,
          type: 'prize-won',
          title: input.title,
          amountMinor,
          currency: player.currency,
          rounds,
          actor: 'system',
          reason: input.key,
          at: now(),
        });
        await changed(tx, player.id, player.currency, 'prize-won');
      };
      if (item.kind === 'free-spins') {
        const stakeMinor = item.stakes[player.currency];
        const game = await deps.findGame(item.gameId, tx);
        if (stakeMinor === undefined || game === null || !game.isSlot) return false;
        await scheduleFreeRounds(tx, {
          player,
          game,
          rule: {
            gameSlug: game.slug,
            rounds: item.rounds,
            stakeMinor,
            validHours: item.validHours,
            days: 1,
            winsTo: 'cash',
          },
          bonusRule: null,
          title: input.title,
          campaignId: null,
          key: input.key,
          actor: 'system',
          reason: input.key,
        });
        await prizeHistory(null, item.rounds);
        return true;
      }
      const amount = item.amounts[player.currency];
      if (amount === undefined) return false;
      const amountMinor = BigInt(amount);
      if (item.kind === 'cash') {
        await wallet.transferWithin(tx, {
          idempotencyKey: input.key,
          kind: 'reward_payout',
          from: { kind: 'house' },
          to: { kind: 'player_cash', playerId: player.id },
          amountMinor,
          currency: player.currency,
          metadata: { prize: input.key },
        });
        await prizeHistory(amountMinor, null);
        return true;
      }
      const rule: TBonusRule = {
        wageringMultiplier: item.wageringMultiplier,
        wageringDays: item.wageringDays,
        maxBetMinor: null,
        contributions: { slots: 100, table: 10, live: 0 },
      };
      const running = await runningBonus(tx, player.id, player.currency, { lock: true });
      if (running === undefined) {
        await startBonus(tx, {
          player,
          amountMinor,
          rule,
          title: input.title,
          campaignId: null,
          offerId: null,
          key: input.key,
          actor: 'system',
          reason: input.key,
        });
      } else {
        await growBonus(
          tx,
          running.id,
          amountMinor,
          amountMinor * BigInt(running.wageringMultiplier),
        );
        await wallet.transferWithin(tx, {
          idempotencyKey: input.key,
          kind: 'bonus_grant',
          from: { kind: 'house' },
          to: { kind: 'player_bonus', playerId: player.id },
          amountMinor,
          currency: player.currency,
          metadata: { bonusId: running.id, prize: input.key },
        });
      }
      await prizeHistory(amountMinor, null);
      return true;
    },

    // --- the money path (provider API), inside the stake's or win's transaction -------------

    /** The running bonus a stake meets (its max bet and weights), read under the player's lock. */
    async stakeBonus(tx: Database, playerId: string, currency: string): Promise<StakeBonus | null> {
      return (await runningBonus(tx, playerId, currency)) ?? null;
    },

    /**
     * Counts a stake toward the running bonus, kept by the stake's ledger key so a rollback can
     * take it back; converts the bonus once its wagering is done.
     */
    async countStake(
      tx: Database,
      input: {
        playerId: string;
        currency: string;
        gameId: string;
        amountMinor: bigint;
        stakeKey: string;
      },
      bonus: StakeBonus,
    ): Promise<void> {
      const game = await deps.findGame(input.gameId, tx);
      const counted = wageringOf(input.amountMinor, game?.type ?? 'table', bonus.contributions);
      if (counted > 0n) {
        await recordWageringStake(tx, {
          stakeKey: input.stakeKey,
          bonusId: bonus.id,
          countedMinor: counted,
          createdAt: now(),
        });
      }
      const after = await addWagering(tx, bonus.id, counted);
      if (after === undefined) return;
      if (after.wageringDoneMinor >= after.wageringRequiredMinor) {
        await convert(tx, after, input.currency);
      } else if (counted > 0n) {
        await changed(tx, input.playerId, input.currency, 'wagering');
      }
    },

    /**
     * A stake rolled back never stood: what it counted toward the running bonus is taken back
     * (decision 009). A bonus that ended meanwhile keeps its end.
     */
    async uncountStake(
      tx: Database,
      input: { playerId: string; currency: string; stakeKey: string },
    ): Promise<void> {
      const after = await takeBackWagering(tx, input.stakeKey, input.currency);
      if (after !== undefined) await changed(tx, input.playerId, input.currency, 'wagering');
    },

    /**
     * After a round settles: a running bonus whose money is all lost ends as spent — unless bonus
     * money is still staked in a round that is open (its win may bring some back), which the
     * provider API answers.
     */
    async afterSettle(
      tx: Database,
      playerId: string,
      currency: string,
      hasOpenBonusStakes: () => Promise<boolean>,
    ): Promise<void> {
      const running = await runningBonus(tx, playerId, currency);
      if (running === undefined) return;
      const { bonusMinor } = await wallet.balances(playerId, currency, tx);
      if (bonusMinor !== 0n || (await hasOpenBonusStakes())) return;
      if (await endBonus(tx, running.id, 'spent', 0n, now())) {
        await changed(tx, playerId, currency, 'bonus-spent');
      }
    },

    /**
     * Where the bonus part of a win or refund goes (decision 009): back to bonus while a bonus
     * runs; to the house when the bonus it was staked from expired or was forfeited meanwhile (its
     * money went back, and so does what it won); otherwise (converted, or none) to cash.
     */
    async bonusShareGoesTo(
      tx: Database,
      playerId: string,
      currency: string,
    ): Promise<'bonus' | 'house' | 'cash'> {
      if ((await runningBonus(tx, playerId, currency)) !== undefined) return 'bonus';
      const last = await lastEndedBonus(tx, playerId, currency);
      return last?.status === 'expired' || last?.status === 'forfeited' ? 'house' : 'cash';
    },

    /**
     * The bonus part of a win or refund whose bonus was given back: it moves on from the bonus
     * account to the house in the same transaction (the caller holds the player's lock).
     */
    async giveBackShare(
      tx: Database,
      input: { playerId: string; currency: string; amountMinor: bigint; key: string },
    ): Promise<void> {
      await wallet.transferWithin(tx, {
        idempotencyKey: `${input.key}|given-back`,
        kind: 'bonus_forfeit',
        from: { kind: 'player_bonus', playerId: input.playerId },
        to: { kind: 'house' },
        amountMinor: input.amountMinor,
        currency: input.currency,
        metadata: { reason: 'the bonus staked ended before the round' },
      });
    },

    /** Whether a bonus runs (a free round's win, the bonus share of a win). */
    /**
     * A currency migration, in its transaction (spec 000 §4): the running bonus's amounts and
     * wagering converted (its money, in the bonus account, is converted by the caller).
     */
    convertRunningBonus(
      tx: Database,
      playerId: string,
      currencies: { from: string; to: string },
      convert: (amountMinor: bigint) => bigint,
    ) {
      return convertRunningBonus(tx, playerId, currencies.from, currencies.to, convert);
    },

    async isBonusRunning(tx: Database, playerId: string, currency: string): Promise<boolean> {
      return (await runningBonus(tx, playerId, currency)) !== undefined;
    },

    /** A free round's grant, locked: FREE_ROUNDS_NOT_FOUND or FREE_ROUNDS_USED when not playable. */
    async lockFreeRounds(
      tx: Database,
      grantId: string,
      round: { playerId: string; gameId: string; providerId: string },
    ): Promise<GrantRow> {
      const grant = /^[0-9a-f-]{36}$/i.test(grantId) ? await lockGrant(tx, grantId) : undefined;
      if (
        grant === undefined ||
        grant.playerId !== round.playerId ||
        grant.gameId !== round.gameId ||
        grant.providerId !== round.providerId
      ) {
        throw new AppError('FREE_ROUNDS_NOT_FOUND');
      }
      const at = now().getTime();
      const isPlayable =
        (grant.status === 'live' || grant.status === 'pending') &&
        grant.roundsPlayed < grant.rounds &&
        grant.availableFrom.getTime() <= at &&
        grant.expiresAt.getTime() > at;
      if (!isPlayable) throw new AppError('FREE_ROUNDS_USED');
      return grant;
    },

    findGrant: (grantId: string) =>
      /^[0-9a-f-]{36}$/i.test(grantId) ? findGrant(db, grantId) : Promise.resolve(undefined),

    /**
     * A free round played (in the round's transaction, after its win moved): counts it, and a
     * win to bonus grows the running bonus or starts one with the grant's bonus rule.
     */
    async countFreeRound(tx: Database, grant: GrantRow, winMinor: bigint): Promise<number> {
      const after = await countFreeRound(tx, grant.id, winMinor);
      if (winMinor > 0n) {
        const player = await playerOrFail(grant.playerId, tx);
        await insertHistory(tx, {
          playerId: grant.playerId,
          type: 'free-rounds-win',
          title: grant.title,
          amountMinor: winMinor,
          currency: grant.currency,
          reference: grant.id,
          actor: 'system',
          reason: null,
          at: now(),
        });
        if (grant.winsTo === 'bonus') {
          const rule = (grant.bonusRule ?? {
            wageringMultiplier: 0,
            wageringDays: 1,
            maxBetMinor: null,
            contributions: { slots: 100, table: 10, live: 0 },
          }) as TBonusRule;
          const multiplier = effectiveMultiplier(
            rule.wageringMultiplier,
            deps.profileFor(player.country),
          );
          const running = await runningBonus(tx, grant.playerId, grant.currency, { lock: true });
          if (running !== undefined) {
            await growBonus(
              tx,
              running.id,
              winMinor,
              winMinor * BigInt(running.wageringMultiplier),
            );
          } else {
            const at = now();
            const bonus = await insertBonus(
              tx,
              bonusRow({
                playerId: grant.playerId,
                currency: grant.currency,
                campaignId: grant.campaignId,
                offerId: null,
                title: grant.title,
                amountMinor: winMinor,
                rule,
                multiplier,
                at,
              }),
            );
            if (multiplier === 0) await convert(tx, bonus, grant.currency);
          }
        }
      }
      await changed(tx, grant.playerId, grant.currency, 'free-round');
      return after.rounds - after.roundsPlayed;
    },

    // --- operator ------------------------------------------------------------------------------

    async createCampaign(input: TCampaignCreate, seedKey: string | null = null) {
      if (input.kind === 'deposit-bonus' && input.freeSpins !== undefined) {
        const game = await deps.findGame(input.freeSpins.gameSlug);
        if (game === null || !game.isSlot) throw new AppError('GAME_NOT_FOUND');
      }
      const { kind, name, countries, currency, ...rules } = input;
      const row = await insertCampaign(db, {
        kind,
        name,
        countries,
        currency,
        rules,
        seedKey,
        createdAt: now(),
        updatedAt: now(),
      });
      return row;
    },

    async setCampaignStatus(id: string, status: CampaignRow['status']) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('CAMPAIGN_NOT_FOUND');
      const row = await setCampaignStatus(db, id, status, now());
      if (row === undefined) {
        const exists = (await findCampaign(db, id)) !== undefined;
        throw new AppError(exists ? 'CAMPAIGN_ENDED' : 'CAMPAIGN_NOT_FOUND');
      }
      return row;
    },

    listCampaigns: () => listCampaigns(db),

    /** POST /operator-api/v1/players/{id}/rewards: audited with the key's id and the reason. */
    async grant(playerId: string, input: TOperatorGrant, actor: string) {
      if (!/^[0-9a-f-]{36}$/i.test(playerId)) throw new AppError('USER_NOT_FOUND');
      const player = await playerOrFail(playerId);
      const title = input.title ?? {
        en: input.kind === 'bonus' ? 'Bonus from the casino' : 'Free spins from the casino',
      };
      const key = `operator:${actor}:${input.idempotencyKey}`;
      if (input.kind === 'free-spins') {
        const game = await freeSpinsGame(input.freeSpins);
        if (game === null) throw new AppError('GAME_NOT_FOUND');
        const grant = await db.transaction((tx) =>
          scheduleFreeRounds(tx, {
            player,
            game,
            rule: input.freeSpins,
            bonusRule: input.bonus ?? null,
            title,
            campaignId: null,
            key,
            actor,
            reason: input.reason,
          }),
        );
        void deliverFreeRounds().catch(() => undefined);
        return { bonusId: null, grantId: grant?.id ?? null };
      }
      return db.transaction(async (tx) => {
        await wallet.lockPlayer(tx, player.id, player.currency);
        const granted = await bonusOfGrantKey(tx, key);
        if (granted !== undefined) return { bonusId: granted.id, grantId: null };
        const running = await runningBonus(tx, player.id, player.currency, { lock: true });
        if (running !== undefined) throw new AppError('BONUS_ALREADY_RUNNING');
        const bonus = await startBonus(tx, {
          player,
          amountMinor: BigInt(input.amountMinor),
          rule: input.bonus,
          title,
          campaignId: null,
          offerId: null,
          key,
          actor,
          reason: input.reason,
        });
        await changed(tx, player.id, player.currency, 'bonus-granted');
        return { bonusId: bonus.id, grantId: null };
      });
    },

    /** GET /operator-api/v1/players/{id}/rewards: what the player sees, in English. */
    async playerRewards(playerId: string) {
      if (!/^[0-9a-f-]{36}$/i.test(playerId)) throw new AppError('USER_NOT_FOUND');
      const player = await playerOrFail(playerId);
      return service.rewardsOf({ ...player, locale: 'en' });
    },

    // --- facts and jobs ------------------------------------------------------------------------

    subscribe() {
      events.subscribe('rewards.first-deposit', ['deposit.confirmed'], async (fact, tx) => {
        if (fact.playerId === null) return;
        const player = await deps.findPlayer(fact.playerId, tx);
        if (player === undefined || player.currency !== fact.payload.currency) return;
        const usage = await wallet.cashUsageSince(player.id, player.currency, new Date(0), tx);
        // The first deposit only: the fact of a later one finds more than one.
        if (usage.deposits.length !== 1) return;
        await offerFirstDeposit(tx, player, BigInt(fact.payload.amountMinor), fact.occurredAt);
      });
      events.subscribe('rewards.cashback-rounds', ['round.settled'], async (fact, tx) => {
        if (fact.playerId === null) return;
        const game = await deps.findGame(fact.payload.gameId, tx);
        const player = await deps.findPlayer(fact.playerId, tx);
        if (game === null || player === undefined) return;
        await insertCashbackRound(tx, {
          roundId: fact.payload.roundId,
          playerId: fact.playerId,
          country: player.country,
          currency: fact.payload.currency,
          gameType: game.type,
          stakeMinor: BigInt(fact.payload.stakeMinor),
          winMinor: BigInt(fact.payload.winMinor),
          settledAt: fact.occurredAt,
        });
      });
      // DESIGN §10: a break ends play, and with it the bonus played for.
      events.subscribe('rewards.forfeit-on-break', ['player.restricted'], async (fact, tx) => {
        if (fact.playerId === null) return;
        if (!['self-excluded', 'timed-out'].includes(fact.payload.restriction)) return;
        const player = await deps.findPlayer(fact.playerId, tx);
        if (player === undefined) return;
        await forfeitIn(tx, player.id, player.currency, 'system', fact.payload.restriction);
      });
    },

    expireBonuses,
    offerCashback,
    deliverFreeRounds,

    /** The demo brand's welcome offer and live-casino cashback (spec 000 §9 wording); idempotent. */
    async seed(): Promise<void> {
      const welcome = {
        name: {
          en: 'Welcome bonus',
          fi: 'Tervetuliaisbonus',
          sv: 'Välkomstbonus',
          no: 'Velkomstbonus',
          es: 'Bono de bienvenida',
          nl: 'Welkomstbonus',
          pl: 'Bonus powitalny',
          hr: 'Bonus dobrodošlice',
          sr: 'Bonus dobrodošlice',
          is: 'Velkomubónus',
          de: 'Willkommensbonus',
        },
        matchPercent: 100,
        claimDays: 7,
        bonus: {
          wageringMultiplier: 40,
          wageringDays: 30,
          contributions: { slots: 100, table: 10, live: 0 },
        },
        freeSpins: {
          gameSlug: SEED_FREE_SPINS_GAME,
          rounds: 10,
          validHours: 24,
          days: 1,
          winsTo: 'bonus' as const,
        },
        needsBonusCap: true,
      };
      const cashback = {
        name: {
          en: 'Live casino cashback',
          fi: 'Live-kasinon käteispalautus',
          sv: 'Cashback på livekasino',
          es: 'Reembolso de casino en vivo',
          de: 'Live-Casino-Cashback',
        },
        gameType: 'live' as const,
        percent: 10,
        periodHours: 24,
        minRounds: 50,
        claimDays: 7,
        needsBonusCap: false,
      };
      // spec 000 §9: min £10, max £100, max bet £5; the euro markets get the same in euros.
      const markets = [
        { currency: 'GBP', countries: ['GB'], stake: '20' },
        { currency: 'EUR', countries: ['FI', 'IE', 'ES', 'NL', 'DE', 'HR'], stake: '20' },
      ];
      for (const market of markets) {
        await service
          .createCampaign(
            {
              kind: 'deposit-bonus',
              ...welcome,
              countries: market.countries,
              currency: market.currency,
              minDepositMinor: '1000',
              maxBonusMinor: '10000',
              bonus: { ...welcome.bonus, maxBetMinor: '500' },
              freeSpins: { ...welcome.freeSpins, stakeMinor: market.stake },
            },
            `${WELCOME_SEED}:${market.currency}`,
          )
          .catch((error: unknown) => {
            log.warn({ err: error }, 'the welcome campaign was not seeded');
          });
        await service.createCampaign(
          {
            kind: 'cashback',
            ...cashback,
            countries: market.countries,
            currency: market.currency,
            minCashbackMinor: '100',
            maxCashbackMinor: '10000',
          },
          `${LIVE_CASHBACK_SEED}:${market.currency}`,
        );
      }
    },
  };
  return service;
}

export type RewardsService = ReturnType<typeof createRewardsService>;

/** The slot the seeded welcome offer's free spins are on. */
export const SEED_FREE_SPINS_GAME = 'eternal-sea-rush';
