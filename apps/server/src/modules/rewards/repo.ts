import type { WageringGameType } from '@playfair/contracts/rewards';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import {
  bonusWageringStakes,
  cashbackRounds,
  freeRoundGrants,
  playerBonuses,
  rewardCampaigns,
  rewardHistory,
  rewardOffers,
} from './schema';

export type CampaignRow = typeof rewardCampaigns.$inferSelect;
export type OfferRow = typeof rewardOffers.$inferSelect;
export type BonusRow = typeof playerBonuses.$inferSelect;
export type GrantRow = typeof freeRoundGrants.$inferSelect;
export type HistoryRow = typeof rewardHistory.$inferSelect;
export type NewHistoryRow = typeof rewardHistory.$inferInsert;

// --- campaigns ---------------------------------------------------------------------------------

export async function insertCampaign(
  db: Database,
  row: typeof rewardCampaigns.$inferInsert,
): Promise<CampaignRow | undefined> {
  const [inserted] = await db.insert(rewardCampaigns).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findCampaign(db: Database, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(rewardCampaigns).where(eq(rewardCampaigns.id, id));
  return row;
}

export async function listCampaigns(db: Database): Promise<CampaignRow[]> {
  return db.select().from(rewardCampaigns).orderBy(desc(rewardCampaigns.createdAt));
}

export async function activeCampaigns(
  db: Database,
  kind: CampaignRow['kind'],
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(rewardCampaigns)
    .where(and(eq(rewardCampaigns.kind, kind), eq(rewardCampaigns.status, 'active')))
    .orderBy(asc(rewardCampaigns.createdAt));
}

export async function setCampaignStatus(
  db: Database,
  id: string,
  status: CampaignRow['status'],
  at: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(rewardCampaigns)
    .set({ status, updatedAt: at })
    .where(and(eq(rewardCampaigns.id, id), sql`${rewardCampaigns.status} <> 'ended'`))
    .returning();
  return row;
}

// --- offers ------------------------------------------------------------------------------------

/** Opens the offer unless the campaign, player and period have one (answers the new row or none). */
export async function insertOffer(
  db: Database,
  row: typeof rewardOffers.$inferInsert,
): Promise<OfferRow | undefined> {
  const [inserted] = await db.insert(rewardOffers).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function openOffersOf(
  db: Database,
  playerId: string,
  at: Date,
): Promise<(OfferRow & { campaign: CampaignRow })[]> {
  const rows = await db
    .select({ offer: rewardOffers, campaign: rewardCampaigns })
    .from(rewardOffers)
    .innerJoin(rewardCampaigns, eq(rewardCampaigns.id, rewardOffers.campaignId))
    .where(
      and(
        eq(rewardOffers.playerId, playerId),
        eq(rewardOffers.status, 'open'),
        gte(rewardOffers.claimBy, at),
        eq(rewardCampaigns.status, 'active'),
      ),
    )
    .orderBy(asc(rewardOffers.createdAt));
  return rows.map(({ offer, campaign }) => ({ ...offer, campaign }));
}

/** The offer, locked until the transaction ends: a second claim waits and then sees it claimed. */
export async function lockOffer(db: Database, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(rewardOffers).where(eq(rewardOffers.id, id)).for('update');
  return row;
}

export async function findOffer(db: Database, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(rewardOffers).where(eq(rewardOffers.id, id));
  return row;
}

export async function markOfferClaimed(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(rewardOffers)
    .set({ status: 'claimed', claimedAt: at })
    .where(and(eq(rewardOffers.id, id), eq(rewardOffers.status, 'open')))
    .returning({ id: rewardOffers.id });
  return rows.length === 1;
}

// --- bonuses -----------------------------------------------------------------------------------

export async function runningBonus(
  db: Database,
  playerId: string,
  currency: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<BonusRow | undefined> {
  const query = db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.status, 'active'),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findBonus(db: Database, id: string): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
  return row;
}

export async function bonusOfOffer(db: Database, offerId: string): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.offerId, offerId));
  return row;
}

export async function bonusOfGrantKey(db: Database, key: string): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.grantKey, key));
  return row;
}

export async function insertBonus(
  db: Database,
  row: typeof playerBonuses.$inferInsert,
): Promise<BonusRow> {
  const [inserted] = await db.insert(playerBonuses).values(row).returning();
  if (inserted === undefined) throw new Error('the bonus insert answered no row');
  return inserted;
}

/** Adds to a running bonus (a free round's win): its amount and its wagering grow together. */
export async function growBonus(
  db: Database,
  id: string,
  amountMinor: bigint,
  wageringMinor: bigint,
): Promise<void> {
  await db
    .update(playerBonuses)
    .set({
      amountMinor: sql`${playerBonuses.amountMinor} + ${amountMinor.toString()}::bigint`,
      wageringRequiredMinor: sql`${playerBonuses.wageringRequiredMinor} + ${wageringMinor.toString()}::bigint`,
    })
    .where(eq(playerBonuses.id, id));
}

/** Counts a stake toward the running bonus's wagering; answers the bonus after it. */
export async function addWagering(
  db: Database,
  id: string,
  countedMinor: bigint,
): Promise<BonusRow | undefined> {
  const [row] = await db
    .update(playerBonuses)
    .set({
      wageringDoneMinor: sql`${playerBonuses.wageringDoneMinor} + ${countedMinor.toString()}::bigint`,
    })
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')))
    .returning();
  return row;
}

/** Keeps what a stake counted toward the bonus, by the stake's ledger key (once per key). */
export async function recordWageringStake(
  db: Database,
  row: { stakeKey: string; bonusId: string; countedMinor: bigint; createdAt: Date },
): Promise<void> {
  await db.insert(bonusWageringStakes).values(row).onConflictDoNothing();
}

/**
 * Takes a rolled-back stake's count back from its bonus while that bonus still runs in the
 * stake's currency; answers the bonus after it, or undefined when there was nothing to take back.
 */
export async function takeBackWagering(
  db: Database,
  stakeKey: string,
  currency: string,
): Promise<BonusRow | undefined> {
  const [stake] = await db
    .delete(bonusWageringStakes)
    .where(eq(bonusWageringStakes.stakeKey, stakeKey))
    .returning();
  if (stake === undefined) return undefined;
  const [row] = await db
    .update(playerBonuses)
    .set({
      wageringDoneMinor: sql`greatest(0, ${playerBonuses.wageringDoneMinor} - ${stake.countedMinor.toString()}::bigint)`,
    })
    .where(
      and(
        eq(playerBonuses.id, stake.bonusId),
        eq(playerBonuses.status, 'active'),
        eq(playerBonuses.currency, currency),
      ),
    )
    .returning();
  return row;
}

/** Ends a running bonus, once: answers false when it had ended already. */
export async function endBonus(
  db: Database,
  id: string,
  status: Exclude<BonusRow['status'], 'active'>,
  endedAmountMinor: bigint,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(playerBonuses)
    .set({ status, endedAt: at, endedAmountMinor })
    .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, 'active')))
    .returning({ id: playerBonuses.id });
  if (rows.length !== 1) return false;
  // An ended bonus's wagering is settled: no rollback takes anything back from it.
  await db.delete(bonusWageringStakes).where(eq(bonusWageringStakes.bonusId, id));
  return true;
}

/** How the player's last bonus in this currency ended (none: undefined). */
export async function lastEndedBonus(
  db: Database,
  playerId: string,
  currency: string,
): Promise<BonusRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        sql`${playerBonuses.status} <> 'active'`,
      ),
    )
    .orderBy(desc(playerBonuses.endedAt))
    .limit(1);
  return row;
}

export async function dueBonuses(db: Database, at: Date, limit: number): Promise<BonusRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.status, 'active'), lte(playerBonuses.expiresAt, at)))
    .orderBy(asc(playerBonuses.expiresAt))
    .limit(limit);
}

/** Bonuses granted to the player since `since` (all time when null): how many, how much. */
export async function bonusesGrantedSince(
  db: Database,
  playerId: string,
  since: Date | null,
): Promise<{ count: number; amountMinor: bigint }> {
  const [row] = await queryRows<{ n: number | string; total: string | null }>(
    db,
    sql`select count(*) as n, sum(${playerBonuses.amountMinor})::text as total
        from ${playerBonuses}
        where ${playerBonuses.playerId} = ${playerId}
          and (${since?.toISOString() ?? null}::timestamptz is null
               or ${playerBonuses.createdAt} >= ${since?.toISOString() ?? null}::timestamptz)`,
  );
  return { count: Number(row?.n ?? 0), amountMinor: BigInt(row?.total ?? '0') };
}

// --- free rounds -------------------------------------------------------------------------------

export async function insertGrant(
  db: Database,
  row: typeof freeRoundGrants.$inferInsert,
): Promise<GrantRow | undefined> {
  const [inserted] = await db.insert(freeRoundGrants).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findGrant(db: Database, id: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(freeRoundGrants).where(eq(freeRoundGrants.id, id));
  return row;
}

export async function findGrantByKey(db: Database, key: string): Promise<GrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.idempotencyKey, key));
  return row;
}

export async function lockGrant(db: Database, id: string): Promise<GrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.id, id))
    .for('update');
  return row;
}

export async function liveGrantsOf(db: Database, playerId: string, at: Date): Promise<GrantRow[]> {
  return db
    .select()
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.playerId, playerId),
        inArray(freeRoundGrants.status, ['pending', 'live']),
        lte(freeRoundGrants.availableFrom, at),
        gte(freeRoundGrants.expiresAt, at),
      ),
    )
    .orderBy(asc(freeRoundGrants.expiresAt));
}

export async function grantsToDeliver(db: Database, at: Date, limit: number): Promise<GrantRow[]> {
  return db
    .select()
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.status, 'pending'),
        lte(freeRoundGrants.availableFrom, at),
        gte(freeRoundGrants.expiresAt, at),
      ),
    )
    .orderBy(asc(freeRoundGrants.availableFrom))
    .limit(limit);
}

export async function markGrantDelivered(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(freeRoundGrants)
    .set({ status: 'live', deliveredAt: at })
    .where(and(eq(freeRoundGrants.id, id), eq(freeRoundGrants.status, 'pending')));
}

/** Grants whose time ran out end (answers them, for the studio to be told). */
export async function endExpiredGrants(db: Database, at: Date): Promise<GrantRow[]> {
  return db
    .update(freeRoundGrants)
    .set({ status: 'ended' })
    .where(
      and(inArray(freeRoundGrants.status, ['pending', 'live']), lte(freeRoundGrants.expiresAt, at)),
    )
    .returning();
}

/** One round of the grant played, with its win; the grant ends with its last round. */
export async function countFreeRound(
  db: Database,
  id: string,
  winMinor: bigint,
): Promise<GrantRow> {
  const [row] = await db
    .update(freeRoundGrants)
    .set({
      roundsPlayed: sql`${freeRoundGrants.roundsPlayed} + 1`,
      winsMinor: sql`${freeRoundGrants.winsMinor} + ${winMinor.toString()}::bigint`,
      status: sql`case when ${freeRoundGrants.roundsPlayed} + 1 >= ${freeRoundGrants.rounds} then 'ended' else 'live' end`,
      deliveredAt: sql`coalesce(${freeRoundGrants.deliveredAt}, now())`,
    })
    .where(eq(freeRoundGrants.id, id))
    .returning();
  if (row === undefined) throw new Error('a counted free round has no grant');
  return row;
}

// --- history -----------------------------------------------------------------------------------

export async function insertHistory(db: Database, row: NewHistoryRow): Promise<void> {
  await db.insert(rewardHistory).values(row);
}

export async function historyPage(
  db: Database,
  playerId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await db
    .select()
    .from(rewardHistory)
    .where(eq(rewardHistory.playerId, playerId))
    .orderBy(desc(rewardHistory.at), desc(rewardHistory.seq))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(rewardHistory)
    .where(eq(rewardHistory.playerId, playerId));
  return { rows, total: Number(total?.n ?? 0) };
}

// --- cashback ----------------------------------------------------------------------------------

export async function insertCashbackRound(
  db: Database,
  row: typeof cashbackRounds.$inferInsert,
): Promise<void> {
  await db.insert(cashbackRounds).values(row).onConflictDoNothing();
}

export type CashbackTotal = {
  playerId: string;
  country: string;
  rounds: number;
  stakeMinor: bigint;
  winMinor: bigint;
};

/** Per player: the rounds of a game type and currency settled in [from, to). */
export async function cashbackTotals(
  db: Database,
  gameType: WageringGameType,
  currency: string,
  from: Date,
  to: Date,
): Promise<CashbackTotal[]> {
  const rows = await queryRows<{
    player_id: string;
    country: string;
    rounds: number | string;
    stake: string;
    win: string;
  }>(
    db,
    sql`select ${cashbackRounds.playerId} as player_id, max(${cashbackRounds.country}) as country,
          count(*) as rounds, sum(${cashbackRounds.stakeMinor})::text as stake,
          sum(${cashbackRounds.winMinor})::text as win
        from ${cashbackRounds}
        where ${cashbackRounds.gameType} = ${gameType} and ${cashbackRounds.currency} = ${currency}
          and ${cashbackRounds.settledAt} >= ${from.toISOString()}::timestamptz
          and ${cashbackRounds.settledAt} < ${to.toISOString()}::timestamptz
        group by ${cashbackRounds.playerId}`,
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    country: row.country,
    rounds: Number(row.rounds),
    stakeMinor: BigInt(row.stake),
    winMinor: BigInt(row.win),
  }));
}

/**
 * A currency migration (spec 000 §4): the player's running bonus in `from`, its amounts each
 * converted by `convert` and its currency set to `to`; answers what it held, or undefined.
 */
export async function convertRunningBonus(
  db: Database,
  playerId: string,
  from: string,
  to: string,
  convert: (amountMinor: bigint) => bigint,
): Promise<{ id: string; amountMinor: bigint; convertedMinor: bigint } | undefined> {
  const [bonus] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, from),
        eq(playerBonuses.status, 'active'),
      ),
    )
    .for('update');
  if (bonus === undefined) return undefined;
  const convertedMinor = convert(bonus.amountMinor);
  await db
    .update(playerBonuses)
    .set({
      currency: to,
      amountMinor: convertedMinor,
      wageringRequiredMinor: convert(bonus.wageringRequiredMinor),
      wageringDoneMinor: convert(bonus.wageringDoneMinor),
      maxBetMinor: bonus.maxBetMinor === null ? null : convert(bonus.maxBetMinor),
    })
    .where(eq(playerBonuses.id, bonus.id));
  return { id: bonus.id, amountMinor: bonus.amountMinor, convertedMinor };
}
