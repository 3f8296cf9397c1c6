import type { Database } from '../../platform/db/client';
import type { SessionAuth } from '../../platform/http/session-auth';
import {
  createMemoryThrottleStore,
  type ThrottleStore,
} from '../../platform/throttle/throttle-store';
import { readRestrictions, type RestrictionsService } from '../restrictions/service';
import type {
  IdentityContext,
  IdentityOptions,
  NationalRegisterCheck,
  SessionTimeCheck,
} from './context';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, createLoginChecks, type LoginChecks } from './login';
import { createPlayerAccounts, type PlayerAccounts } from './player-accounts';
import { profileOf, type PlayerProfile } from './profile';
import type { PlayerRow } from './repo';
import { createSessionPurge, type SessionPurge } from './session-purge';
import {
  createSessions,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type Sessions,
} from './sessions';

// The identity module's face to the rest of the server: players, their sessions and login. Each
// concern has its own file (sessions.ts, login.ts, player-accounts.ts, session-purge.ts,
// account-settings.ts, player-compliance.ts); this one assembles the service and names what other
// modules use.

export {
  createAccountSettingsService,
  type AccountSettingsDependencies,
  type AccountSettingsService,
  type ContactChange,
  type ContactCheck,
  type ContactRegistry,
  type NewContact,
  type SettingsCaller,
  type SettingsIssue,
  type SettingsOutcome,
} from './account-settings';
export type { IdentityOptions, NationalRegisterCheck } from './context';
export {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  loginRefusalText,
  type LoginInput,
  type LoginOutcome,
  type LoginRefusal,
  type LoginRefusalText,
  type PasswordCheck,
} from './login';
export {
  EmailAlreadyExistsError,
  type CreatePlayerInput,
  type PlayerPerson,
  type PlayerStatus,
} from './player-accounts';
export {
  createPlayerComplianceService,
  type PlayerComplianceRow,
  type PlayerComplianceService,
} from './player-compliance';
export { loginInfoActions, type PlayerProfile, type PlayerStatuses } from './profile';
export { SESSION_PURGE_JOB, SESSION_PURGE_SCHEDULE } from './session-purge';
export {
  csrfErrorBody,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type LiveSession,
  type SessionClient,
} from './sessions';

/**
 * What the routes of any module ask about the caller's session (requirePlayer, playerOf,
 * currentPlayer, verifyCsrf …): identity's plugin builds it over the session cookie and app.ts
 * hands each module's plugin the parts it uses.
 */
export type PlayerAuth = SessionAuth<PlayerProfile>;

export type IdentityDependencies = Partial<IdentityOptions> & {
  db: Database;
  /** Where login failures are counted; in memory unless app.ts passes the Redis store. */
  throttleStore?: ThrottleStore;
  /** Where a player's restrictions are kept; one on the same database unless given. */
  restrictions?: Pick<RestrictionsService, 'restrictionsOf'>;
  /** The national self-exclusion registers the login asks; none unless app.ts gives them. */
  nationalRegisters?: NationalRegisterCheck;
  /** The session-time limit the login asks; none unless app.ts gives it. */
  sessionTime?: SessionTimeCheck;
};

/**
 * Sessions by their token (sessions.ts; the cookie is the route layer's, plugin.ts), login and the
 * password check (login.ts), player accounts (player-accounts.ts) and the purge of dead sessions.
 */
export type IdentityService = Sessions & LoginChecks & PlayerAccounts & SessionPurge;

export function createIdentityService({
  db,
  throttleStore = createMemoryThrottleStore(),
  now = () => new Date(),
  idleTimeoutMs = SESSION_IDLE_TIMEOUT_MS,
  absoluteLifetimeMs = SESSION_ABSOLUTE_LIFETIME_MS,
  touchIntervalMs = SESSION_TOUCH_INTERVAL_MS,
  accountThrottle = ACCOUNT_THROTTLE,
  addressThrottle = ADDRESS_THROTTLE,
  restrictions = { restrictionsOf: (playerId, tx) => readRestrictions(db, playerId, tx) },
  nationalRegisters = { nationalExclusionOf: async () => null },
  sessionTime = { sessionTimeUsedUntil: async () => null },
}: IdentityDependencies): IdentityService {
  /** The player's profile: the account and its restrictions, judged now. */
  async function profileWithRestrictions(row: PlayerRow, at: Date): Promise<PlayerProfile> {
    return profileOf(row, await restrictions.restrictionsOf(row.id), at);
  }

  const context: IdentityContext = {
    db,
    throttleStore,
    now,
    idleTimeoutMs,
    absoluteLifetimeMs,
    touchIntervalMs,
    accountThrottle,
    addressThrottle,
    restrictions,
    nationalRegisters,
    sessionTime,
    profileWithRestrictions,
  };
  const sessions = createSessions(context);

  return {
    ...sessions,
    ...createLoginChecks(context),
    ...createPlayerAccounts(context, sessions),
    ...createSessionPurge(context),
  };
}
