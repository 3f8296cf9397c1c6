import type { NationalRegister } from '@playfair/domain/jurisdictions';
import type { Database } from '../../platform/db/client';
import type { ThrottlePolicy, ThrottleStore } from '../../platform/throttle/throttle-store';
import type { RestrictionsService } from '../restrictions/service';
import type { PlayerProfile } from './profile';
import type { PlayerRow } from './repo';

// What the identity operations share: the database, the clock, the session and login settings,
// and how a player's profile is read.

export type IdentityOptions = {
  /** The clock; tests move it instead of sleeping. */
  now: () => Date;
  idleTimeoutMs: number;
  absoluteLifetimeMs: number;
  touchIntervalMs: number;
  accountThrottle: ThrottlePolicy;
  addressThrottle: ThrottlePolicy;
};

/** The national self-exclusion register of a player's market (DESIGN §10; the registers module). */
export type NationalRegisterCheck = {
  /** The register of the player's market when it holds the player now; null otherwise. */
  nationalExclusionOf(player: { id: string; country: string }): Promise<NationalRegister | null>;
};

/** The session-time limit (DESIGN §10; the rg module): when the player may log in again. */
export type SessionTimeCheck = {
  /** When the player's time logged in today frees up, if it is used up now; null otherwise. */
  sessionTimeUsedUntil(player: { id: string }): Promise<Date | null>;
};

export type IdentityContext = IdentityOptions & {
  db: Database;
  /** Where login failures are counted. */
  throttleStore: ThrottleStore;
  /** Where a player's restrictions are kept. */
  restrictions: Pick<RestrictionsService, 'restrictionsOf'>;
  /** Asked at every login of a player whose market has a national register. */
  nationalRegisters: NationalRegisterCheck;
  sessionTime: SessionTimeCheck;
  /** The player's profile: the account and its restrictions, judged at `at`. */
  profileWithRestrictions(row: PlayerRow, at: Date): Promise<PlayerProfile>;
};
