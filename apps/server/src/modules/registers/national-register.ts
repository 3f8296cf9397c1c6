import type { NationalRegister } from '@playfair/domain/jurisdictions';
import type { Database } from '../../platform/db/client';

// DESIGN §10: the national self-exclusion registers (Spelpaus, OASIS, CRUKS, GAMSTOP, RGIAJ) are
// one interface with a sandbox implementation, like BankID. A real register's client calls its
// service over HTTP; the sandbox (sandbox/client.ts) keeps its people in its own tables.

/**
 * What the platform knows of a person and sends to a register; each register reads the
 * identifiers its market uses and ignores the others. Unknown ones are null.
 */
export type RegisterPerson = {
  givenName: string | null;
  familyName: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  /** The national id the market keys people by (a personnummer, a DNI), as the player gave it. */
  nationalId: string | null;
  email: string | null;
  /** As the platform writes a mobile: "+46 701234567" (domain `canonicalMobile`). */
  mobile: string | null;
};

export type RegisterAnswer = { register: NationalRegister; isRegistered: boolean };

/** A block the operator reports to a register: the German panic button's 24 hours (GlüStV §6i). */
export type BlockReport = {
  register: NationalRegister;
  /** The operator's reference: a report sent again with it is the same report. */
  reference: string;
  reason: 'panic-button';
  person: RegisterPerson;
  from: Date;
  until: Date;
};

export type NationalRegisterClient = {
  /** Whether the register holds the person now. */
  check(register: NationalRegister, person: RegisterPerson): Promise<RegisterAnswer>;
  /**
   * Reports a block. `tx` is the transaction of the fact that caused it: a real client calls out
   * and sends `reference` so a repeat is the same report; the sandbox writes through `tx`, so its
   * record of the report is made exactly once with the fact's delivery.
   */
  reportBlock(report: BlockReport, tx?: Database): Promise<void>;
};
