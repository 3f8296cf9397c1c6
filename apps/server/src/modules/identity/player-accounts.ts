import { REFERRAL_TAG_EXPIRY_MS } from '@playfair/domain/constants';
import { isSupportedLocale, type Locale } from '@playfair/domain/locales';
import { playEligibility, type PlayEligibility } from '@playfair/domain/play-eligibility';
import {
  isEmailFormatValid,
  normaliseEmail,
  passwordProblems,
  passwordRuleMessageKey,
} from '@playfair/domain/validation';
import { REFERRAL_TAG_PATTERN } from '@playfair/contracts/identity';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { CLEAR_RESTRICTIONS } from '../restrictions/service';
import type { IdentityContext } from './context';
import { hashPassword } from './passwords';
import { profileOf, type PlayerProfile } from './profile';
import {
  clearMarketingConsent,
  updateMarketingConsent,
  lockPlayerForMigration,
  updateMigrationFlags,
  completePeruvianMigration,
  type PeruvianDetailsColumns,
  updatePlayerCurrency,
  findPlayerAccount,
  findPlayerById,
  findPlayerEmail,
  findPlayerPerson,
  insertPlayer,
  markLoginInfoAccepted,
  updatePasswordHash,
  updateReferralTag,
  type PlayerPersonRow,
} from './repo';
import type { Sessions } from './sessions';

// Player accounts: creating one, its password, login info and referral tag, and what the player
// may do now (status, eligibility, lookup by id).

export type CreatePlayerInput = {
  email: string;
  password: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217. */
  currency: string;
  locale: Locale;
  mobilePrefix?: string | null;
  mobile?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  state?: string | null;
  city?: string | null;
  postalCode?: string | null;
  district?: string | null;
  department?: string | null;
  identityDocumentType?: string | null;
  identityDocumentNumber?: string | null;
  sex?: string | null;
  marketingConsent?: boolean;
  /** A demo or imported player who still has a migration to go through (spec 000 §3, 001 §2). */
  awaitingMigration?: boolean;
  awaitingLugasDeMigration?: boolean;
  awaitingPeMigration?: boolean;
};

/** The migration flags a finished (or started) migration changes. */
export type MigrationFlagsPatch = {
  awaitingMigration?: boolean;
  awaitingLugasDeMigration?: boolean;
  awaitingPeMigration?: boolean;
};

/** The email of a new player is taken: 409 EMAIL_ALREADY_EXISTS (registration status 42). */
export class EmailAlreadyExistsError extends AppError {
  constructor() {
    super('EMAIL_ALREADY_EXISTS');
    this.name = 'EmailAlreadyExistsError';
  }
}

/** What GET /get/user-status reports (spec 000 §7). */
export type PlayerStatus = 'ok' | 'aml-check' | 'blocked';

/** The person behind a player: country, email, mobile, date of birth, identity document. */
export type PlayerPerson = PlayerPersonRow;

export type PlayerAccounts = {
  /** Creates a player (password hashed); EmailAlreadyExistsError when the email is taken. */
  createPlayer(input: CreatePlayerInput): Promise<PlayerProfile>;
  /** Sets a new password and revokes every session of the player (password reset, change). */
  changePassword(playerId: string, newPassword: string): Promise<void>;
  acceptLoginInfo(playerId: string): Promise<void>;
  /** Keeps a referral tag for 2 hours (spec 000 §9). */
  setReferralTag(playerId: string, tag: string): Promise<void>;
  /** Whether the player may play, needs the AML check, or is blocked (and then logged out). */
  playerStatus(player: PlayerProfile): Promise<PlayerStatus>;
  /**
   * What the player may do now (domain play-eligibility.ts), for the wallet's policy check
   * (DESIGN §4): read with the caller's transaction so the answer holds until it commits;
   * undefined for an unknown player.
   */
  eligibilityOf(playerId: string, tx?: Database): Promise<PlayEligibility | undefined>;
  /**
   * Who the player is for their limits (DESIGN §10): id, market and currency, read in the
   * caller's transaction when given; undefined for an unknown player.
   */
  accountOf(
    playerId: string,
    tx?: Database,
  ): Promise<
    { id: string; country: string; currency: string; isBonusAllowed: boolean } | undefined
  >;
  /** A player by id (for server-to-server callers such as the provider API); undefined if none. */
  findPlayer(playerId: string): Promise<PlayerProfile | undefined>;
  /**
   * The person behind a player, read in the caller's transaction when given (the registers'
   * exclusion list and checks, DESIGN §10); undefined for an unknown player.
   */
  personOf(playerId: string, tx?: Database): Promise<PlayerPerson | undefined>;
  /** Withdraws the player's marketing consent (a self-exclusion), in the caller's transaction. */
  withdrawMarketingConsent(playerId: string, tx?: Database): Promise<void>;
  /** Sets the player's marketing consent (any channel consented), in the caller's transaction. */
  setMarketingConsent(playerId: string, isConsented: boolean, tx?: Database): Promise<void>;
  /**
   * The details the Peruvian (MINCETUR) migration asks (spec 001 §3): mobile, district and
   * department, identity document and the marketing consent, written with the flag cleared, in
   * the caller's transaction; false when the player no longer awaited it (nothing changed).
   */
  completePeruvianMigration(
    playerId: string,
    details: PeruvianDetailsColumns,
    tx: Database,
  ): Promise<boolean>;
  /** Sets or clears the player's migration flags, in the caller's transaction. */
  setMigrationFlags(playerId: string, patch: MigrationFlagsPatch, tx?: Database): Promise<void>;
  /**
   * The currency the player's wallet is kept in, changed by a currency migration in its own
   * transaction; locks the player's row (FOR UPDATE) first and answers the row's details.
   */
  lockForMigration(
    playerId: string,
    tx: Database,
  ): Promise<{ country: string; currency: string; awaitingMigration: boolean } | undefined>;
  changeCurrency(playerId: string, currency: string, tx: Database): Promise<void>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPlayerAccounts(
  { db, now, restrictions, profileWithRestrictions }: IdentityContext,
  { revokeAllSessions }: Pick<Sessions, 'revokeAllSessions'>,
): PlayerAccounts {
  return {
    async createPlayer(input) {
      const email = normaliseEmail(input.email);
      if (!isEmailFormatValid(email)) throw new AppError('EMAIL_IS_INVALID');
      const problem = passwordProblems(input.password, email)[0];
      if (problem !== undefined) {
        throw new AppError('VALIDATION_ERROR', {
          fields: { password: passwordRuleMessageKey(problem) },
        });
      }
      const country = input.country.trim().toUpperCase();
      const currency = input.currency.trim().toUpperCase();
      const invalid: Record<string, string> = {};
      if (!/^[A-Z]{2}$/.test(country)) invalid.country = 'error_validation';
      if (!/^[A-Z]{3}$/.test(currency)) invalid.currency = 'error_validation';
      if (!isSupportedLocale(input.locale)) invalid.locale = 'error_validation';
      if (Object.keys(invalid).length > 0) {
        throw new AppError('VALIDATION_ERROR', { fields: invalid });
      }
      const { password, ...details } = input;
      const at = now();
      const player = await insertPlayer(
        db,
        { ...details, email, country, currency, passwordHash: await hashPassword(password) },
        at,
      );
      if (player === undefined) throw new EmailAlreadyExistsError();
      // Nobody has restricted a new player yet.
      return profileOf(player, CLEAR_RESTRICTIONS, at);
    },

    async changePassword(playerId, newPassword) {
      const email = await findPlayerEmail(db, playerId);
      if (email === undefined) throw new AppError('USER_NOT_FOUND');
      const problem = passwordProblems(newPassword, email)[0];
      if (problem !== undefined) {
        throw new AppError('VALIDATION_ERROR', {
          fields: { password: passwordRuleMessageKey(problem) },
        });
      }
      await updatePasswordHash(db, playerId, await hashPassword(newPassword), now());
      await revokeAllSessions(playerId);
    },

    async acceptLoginInfo(playerId) {
      await markLoginInfoAccepted(db, playerId, now());
    },

    async setReferralTag(playerId, tag) {
      if (!REFERRAL_TAG_PATTERN.test(tag)) {
        throw new AppError('VALIDATION_ERROR', { fields: { tag: 'error_validation' } });
      }
      const at = now();
      await updateReferralTag(
        db,
        playerId,
        tag,
        new Date(at.getTime() + REFERRAL_TAG_EXPIRY_MS),
        at,
      );
    },

    async playerStatus(player) {
      if (!player.play.mayLogIn) {
        // Excluded or timed out while logged in (DESIGN §10: a break ends every session; the
        // break should have revoked them already).
        await revokeAllSessions(player.id);
        return 'blocked';
      }
      return player.play.reasons.includes('aml-status') ? 'aml-check' : 'ok';
    },

    async findPlayer(playerId) {
      // Not a uuid: no such player (and no database error for a malformed id).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(playerId)) {
        return undefined;
      }
      const row = await findPlayerById(db, playerId);
      return row === undefined ? undefined : profileWithRestrictions(row, now());
    },

    personOf: (playerId, tx) => findPlayerPerson(tx ?? db, playerId),

    async withdrawMarketingConsent(playerId, tx) {
      await clearMarketingConsent(tx ?? db, playerId, now());
    },

    async setMarketingConsent(playerId, isConsented, tx) {
      await updateMarketingConsent(tx ?? db, playerId, isConsented, now());
    },

    completePeruvianMigration: (playerId, details, tx) =>
      completePeruvianMigration(tx, playerId, details, now()),

    async setMigrationFlags(playerId, patch, tx) {
      await updateMigrationFlags(tx ?? db, playerId, patch, now());
    },

    async lockForMigration(playerId, tx) {
      if (!UUID.test(playerId)) return undefined;
      return lockPlayerForMigration(tx, playerId);
    },

    async changeCurrency(playerId, currency, tx) {
      await updatePlayerCurrency(tx, playerId, currency, now());
    },

    async accountOf(playerId, tx) {
      if (!UUID.test(playerId)) return undefined;
      const account = await findPlayerAccount(tx ?? db, playerId);
      return account === undefined
        ? undefined
        : {
            id: account.playerId,
            country: account.country,
            currency: account.currency,
            isBonusAllowed: account.isWithinBonusCap,
          };
    },

    async eligibilityOf(playerId, tx) {
      const account = await findPlayerAccount(tx ?? db, playerId);
      if (account === undefined) return undefined;
      return playEligibility({
        ...(await restrictions.restrictionsOf(playerId, tx)),
        country: account.country,
        nowMs: now().getTime(),
      });
    },
  };
}
