import type { NationalRegister } from '@playfair/domain/jurisdictions';
import type { Database } from '../../platform/db/client';
import type { RegistersDependencies } from './context';
import { createExclusionList } from './exclusion-list';
import { reportPanicBlock } from './panic-report';
import { createRegisterChecks } from './register-checks';
import { recordSelfExclusion } from './self-exclusion';

// The registers module's face to the rest of the server: the national self-exclusion registers
// (one client, a sandbox here) and our own exclusion list, checked at registration and login and
// fed by the "player restricted" fact. Each concern has its own file; this one assembles them.

export type { PlayerPerson, RegistersDependencies } from './context';
export type {
  BlockReport,
  NationalRegisterClient,
  RegisterAnswer,
  RegisterPerson,
} from './national-register';

/** Who is registering, as the registration form and BankID know them. */
export type RegistrationCandidate = {
  /** The markets whose registers are asked: the visitor's and the declared country's. */
  markets: readonly string[];
  /** ISO 3166-1 alpha-2 of the declared country, which issued `nationalIds`. */
  country: string;
  email: string;
  /** "+46 701234567". */
  mobile: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** A verified personnummer, an identity document number: what the market keys people by. */
  nationalIds: readonly string[];
};

export type RegistrationExclusion =
  | { kind: 'clear' }
  | { kind: 'excluded-person' }
  | { kind: 'nationally-excluded'; register: NationalRegister };

export type RegistersService = {
  /** The national register of a country's market; null where the market has none. */
  nationalRegisterOf(country: string): NationalRegister | null;
  /** Our own exclusion list first, then the national registers of the candidate's markets. */
  exclusionAtRegistration(candidate: RegistrationCandidate): Promise<RegistrationExclusion>;
  /** The register of the player's market when it holds the player now; null otherwise. */
  nationalExclusionOf(player: { id: string; country: string }): Promise<NationalRegister | null>;
  /**
   * A player excluded themself until `until` (null: permanent): their identifiers go on our own
   * list and their marketing consents are withdrawn, in the caller's transaction.
   */
  recordSelfExclusion(
    tx: Database,
    exclusion: { playerId: string; until: Date | null },
  ): Promise<void>;
  /**
   * A player pressed the panic button: the block is reported to their market's register when it
   * takes such reports (OASIS), in the caller's transaction; `reference` makes a repeat the same.
   */
  reportPanicBlock(
    tx: Database,
    block: { playerId: string; reference: string; from: Date; until: Date },
  ): Promise<void>;
};

export function createRegistersService({
  now = () => new Date(),
  ...dependencies
}: RegistersDependencies): RegistersService {
  const context = { ...dependencies, now };
  const list = createExclusionList(context);
  const checks = createRegisterChecks(context);

  return {
    nationalRegisterOf: checks.nationalRegisterOf,
    nationalExclusionOf: checks.nationalExclusionOf,

    async exclusionAtRegistration(candidate) {
      const { country, email, mobile, nationalIds, dateOfBirth } = candidate;
      if (await list.isExcluded({ country, email, mobile, nationalIds })) {
        return { kind: 'excluded-person' };
      }
      const register = await checks.registerHolding(candidate.markets, {
        givenName: null,
        familyName: null,
        dateOfBirth,
        nationalId: nationalIds[0] ?? null,
        email,
        mobile,
      });
      return register === null ? { kind: 'clear' } : { kind: 'nationally-excluded', register };
    },

    recordSelfExclusion: (tx, exclusion) => recordSelfExclusion(context, list, tx, exclusion),
    reportPanicBlock: (tx, block) => reportPanicBlock(context, tx, block),
  };
}
