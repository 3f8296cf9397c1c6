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

export type IdentityContext = IdentityOptions & {
  db: Database;
  /** Where login failures are counted. */
  throttleStore: ThrottleStore;
  /** Where a player's restrictions are kept. */
  restrictions: Pick<RestrictionsService, 'restrictionsOf'>;
  /** The player's profile: the account and its restrictions, judged at `at`. */
  profileWithRestrictions(row: PlayerRow, at: Date): Promise<PlayerProfile>;
};
