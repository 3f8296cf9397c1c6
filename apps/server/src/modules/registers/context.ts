import type { Database } from '../../platform/db/client';
import type { JurisdictionsService } from '../jurisdictions/service';
import type { NationalRegisterClient } from './national-register';

// What the registers module's operations share: the register client, the jurisdiction profiles
// (which register a market has), where a player's details come from, and the list's secret.

/** A player's details as identity keeps them. */
export type PlayerPerson = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  email: string;
  mobilePrefix: string | null;
  mobile: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** The identity document the registration asked (Peru: DNI or CE). */
  identityDocumentNumber: string | null;
};

export type RegistersDependencies = {
  db: Database;
  /** The national registers (the sandbox here). */
  client: NationalRegisterClient;
  jurisdictions: Pick<JurisdictionsService, 'profileFor'>;
  /** identity: a player's details, and the marketing consent it keeps. */
  players: {
    personOf(playerId: string, tx?: Database): Promise<PlayerPerson | undefined>;
    withdrawMarketingConsent(playerId: string, tx: Database): Promise<void>;
  };
  /** bank ID (SGA): the personnummer BankID verified for a player. */
  bankIdentities: {
    personalNumberOf(playerId: string, tx?: Database): Promise<string | undefined>;
  };
  /** registration: the group marketing consent it keeps. */
  registrations: {
    withdrawGroupMarketingConsent(playerId: string, tx: Database): Promise<void>;
  };
  /** EXCLUSION_LIST_SECRET: the key of the own exclusion list's hashes. */
  secret: string;
  now?: () => Date;
};

export type RegistersContext = Required<RegistersDependencies>;
