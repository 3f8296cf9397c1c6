import type { Database } from '../../platform/db/client';
import type { RegistersContext } from './context';
import type { ExclusionList } from './exclusion-list';
import { knownPersonOf } from './person';

// Issue "Responsible gambling I": when a player excludes themself, their email, mobile and
// national id go on our own exclusion list until the exclusion ends, and every marketing consent
// they gave is withdrawn. Runs in the transaction that delivers the fact, so it happens once.

export async function recordSelfExclusion(
  context: RegistersContext,
  list: ExclusionList,
  tx: Database,
  exclusion: { playerId: string; until: Date | null },
): Promise<void> {
  const person = await knownPersonOf(context, exclusion.playerId, tx);
  if (person === undefined) return;
  await list.record(tx, exclusion.playerId, person.identifiers, exclusion.until);
  await context.players.withdrawMarketingConsent(exclusion.playerId, tx);
  await context.registrations.withdrawGroupMarketingConsent(exclusion.playerId, tx);
}
