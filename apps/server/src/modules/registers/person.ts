import type { Database } from '../../platform/db/client';
import type { RegistersContext } from './context';
import { mobileOf, type PersonIdentifiers } from './identifiers';
import type { RegisterPerson } from './national-register';

// A player as the registers and our own list know a person: identity's details and, for a
// Swedish player, the personnummer BankID verified.

export type KnownPerson = { identifiers: PersonIdentifiers; register: RegisterPerson };

export async function knownPersonOf(
  { players, bankIdentities }: Pick<RegistersContext, 'players' | 'bankIdentities'>,
  playerId: string,
  tx?: Database,
): Promise<KnownPerson | undefined> {
  const player = await players.personOf(playerId, tx);
  if (player === undefined) return undefined;
  const personalNumber = await bankIdentities.personalNumberOf(playerId, tx);
  const nationalIds = [personalNumber, player.identityDocumentNumber].filter(
    (id): id is string => id !== undefined && id !== null && id.trim() !== '',
  );
  const mobile =
    player.mobilePrefix === null || player.mobile === null
      ? null
      : mobileOf(player.mobilePrefix, player.mobile);
  return {
    identifiers: { country: player.country, email: player.email, mobile, nationalIds },
    register: {
      givenName: null,
      familyName: null,
      dateOfBirth: player.dateOfBirth,
      nationalId: nationalIds[0] ?? null,
      email: player.email,
      mobile,
    },
  };
}
