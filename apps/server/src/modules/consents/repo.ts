import { eq, min } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { marketingConsentChanges, playerMarketingConsents, type MarketingChannel } from './schema';

export type ConsentAnswer = { channel: MarketingChannel; isConsented: boolean };

/** The player's current answer per channel (none: never asked or never answered). */
export async function currentConsents(db: Database, playerId: string): Promise<ConsentAnswer[]> {
  return db
    .select({
      channel: playerMarketingConsents.channel,
      isConsented: playerMarketingConsents.isConsented,
    })
    .from(playerMarketingConsents)
    .where(eq(playerMarketingConsents.playerId, playerId));
}

/**
 * Writes every answer: one history row each (never changed afterwards), and the current answer
 * per channel. The caller runs it in its transaction.
 */
export async function writeConsents(
  tx: Database,
  input: {
    playerId: string;
    answers: readonly ConsentAnswer[];
    source: string;
    ip: string | null;
    now: Date;
  },
): Promise<void> {
  const { playerId, answers, source, ip, now } = input;
  if (answers.length === 0) return;
  await tx.insert(marketingConsentChanges).values(
    answers.map((answer) => ({
      playerId,
      channel: answer.channel,
      isConsented: answer.isConsented,
      source,
      ip,
      createdAt: now,
    })),
  );
  for (const answer of answers) {
    await tx
      .insert(playerMarketingConsents)
      .values({ playerId, ...answer, updatedAt: now })
      .onConflictDoUpdate({
        target: [playerMarketingConsents.playerId, playerMarketingConsents.channel],
        set: { isConsented: answer.isConsented, updatedAt: now },
      });
  }
}

/** Forgets the current answers (the history keeps them): the player is asked again. */
export async function clearCurrentConsents(tx: Database, playerId: string): Promise<number> {
  const removed = await tx
    .delete(playerMarketingConsents)
    .where(eq(playerMarketingConsents.playerId, playerId))
    .returning({ channel: playerMarketingConsents.channel });
  return removed.length;
}

/** When the player first answered (registration, for a registered player); null: never. */
export async function firstAnswerAt(db: Database, playerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(marketingConsentChanges.createdAt) })
    .from(marketingConsentChanges)
    .where(eq(marketingConsentChanges.playerId, playerId));
  return row?.at ?? null;
}
