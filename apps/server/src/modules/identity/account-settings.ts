import { isSupportedLocale, type Locale } from '@playfair/domain/locales';
import { canonicalMobile } from '@playfair/domain/registration-countries';
import { normaliseEmail, normaliseMobile } from '@playfair/domain/validation';
import { ACCOUNT_SETTINGS_FIELDS } from '@playfair/contracts/account-settings';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import type { NotificationsService } from '../notifications/service';
import type { LoginChecks } from './login';
import type { PlayerProfile } from './profile';
import { findPlayerContact, isEmailUsedByOtherPlayer, updatePlayerContact } from './repo';
import type { Sessions } from './sessions';

// Account settings: the email and the mobile, changed only after the password is entered again.

/** A change asked for in the settings, as typed; an email carries the player's country (NZ: 146). */
export type ContactChange =
  { email: string; country: string } | { mobilePrefix: string; mobile: string };

/** A new contact that passed the registration rules, in the forms it is stored in. */
export type NewContact =
  { email: string } | { mobile: { callingCode: string; national: string; canonical: string } };

export type ContactCheck =
  { isAcceptable: true; contact: NewContact } | { isAcceptable: false; status: number };

/**
 * What the settings need of the registration module, whose `registrations` rows keep every email
 * and mobile unique (statuses 42, 114). Its service satisfies this; identity names only the shape.
 */
export type ContactRegistry = {
  /** The registration rules of a new email (111, 146, 42) or mobile (116, 101, 118, 114). */
  contactProblems(change: ContactChange): Promise<ContactCheck>;
  /** Writes the new contact to the player's registration row, inside the caller's transaction. */
  updateContact(playerId: string, contact: NewContact, tx: Database): Promise<void>;
};

export type SettingsIssue = { field?: string; key: string };

export type SettingsOutcome =
  | { kind: 'changed'; messageKey: string }
  | { kind: 'refused'; issues: SettingsIssue[] }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** Who asks for a change: the logged-in player, on the session that stays logged in. */
export type SettingsCaller = {
  player: PlayerProfile;
  /** The id of the caller's session; every other session of the player ends with a change. */
  sessionId: string;
  /** The site's locale, for the notice when the account has no supported locale of its own. */
  locale: Locale;
};

export type AccountSettingsService = {
  /** Changes the login email of the caller's account. */
  changeEmail(
    caller: SettingsCaller,
    input: { currentPassword: string; newEmail: string },
  ): Promise<SettingsOutcome>;
  /** Changes the mobile of the caller's account. */
  changeMobile(
    caller: SettingsCaller,
    input: { currentPassword: string; newMobilePrefix: string; newMobile: string },
  ): Promise<SettingsOutcome>;
};

export type AccountSettingsDependencies = {
  db: Database;
  identity: Pick<Sessions, 'revokeOtherSessions'> & Pick<LoginChecks, 'checkPassword'>;
  contacts: ContactRegistry;
  notifications: Pick<NotificationsService, 'send'>;
  now?: () => Date;
};

function refusedOn(field: string, key: string): SettingsOutcome {
  return { kind: 'refused', issues: [{ field, key }] };
}

const S = ACCOUNT_SETTINGS_FIELDS;

export function createAccountSettingsService({
  db,
  identity,
  contacts,
  notifications,
  now = () => new Date(),
}: AccountSettingsDependencies): AccountSettingsService {
  type Change = {
    /** The new value's field, for the problems of the value. */
    field: string;
    isSameAsNow(current: { email: string; mobile: string | null }): boolean;
    change: ContactChange;
    takenStatus: number;
    template: 'emailChanged' | 'mobileChanged';
    messageKey: string;
  };

  async function apply(
    { player, sessionId, locale }: SettingsCaller,
    currentPassword: string,
    { field, isSameAsNow, change, takenStatus, template, messageKey }: Change,
  ): Promise<SettingsOutcome> {
    const current = await findPlayerContact(db, player.id);
    if (current === undefined) throw new AppError('INVALID_AUTHENTICATION_TOKEN');

    // The password first: without it nobody learns whether an address or number is taken.
    const check = await identity.checkPassword(current.email, currentPassword);
    if (check.kind === 'throttled') return check;
    if (check.kind === 'wrong') return refusedOn(S.currentPassword, 'settings_password_wrong');

    const storedMobile =
      current.mobilePrefix === null || current.mobile === null
        ? null
        : `${current.mobilePrefix} ${current.mobile}`;
    if (isSameAsNow({ email: current.email, mobile: storedMobile })) {
      return refusedOn(field, 'settings_same_value');
    }
    const checked = await contacts.contactProblems(change);
    if (!checked.isAcceptable) return refusedOn(field, `registration_status_${checked.status}`);
    const { contact } = checked;
    if ('email' in contact && (await isEmailUsedByOtherPlayer(db, contact.email, player.id))) {
      return refusedOn(field, `registration_status_${takenStatus}`);
    }

    try {
      // Both tables in one go: a player never logs in with one address while registered with another.
      await db.transaction(async (tx) => {
        await updatePlayerContact(
          tx,
          player.id,
          'email' in contact
            ? { email: contact.email }
            : { mobilePrefix: contact.mobile.callingCode, mobile: contact.mobile.national },
          now(),
        );
        await contacts.updateContact(player.id, contact, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return refusedOn(field, `registration_status_${takenStatus}`);
      throw error;
    }

    // To the address the account had: if someone else made the change, the owner still hears of it.
    await notifications.send({
      template,
      recipient: current.email,
      locale: isSupportedLocale(current.locale) ? current.locale : locale,
      values: {},
    });
    // Whoever else was logged in (perhaps the one who learnt the password) is logged out.
    await identity.revokeOtherSessions(player.id, sessionId);
    return { kind: 'changed', messageKey };
  }

  return {
    async changeEmail(caller, { currentPassword, newEmail }) {
      if (currentPassword === '') return refusedOn(S.currentPassword, 'validation_required');
      if (newEmail.trim() === '') return refusedOn(S.newEmail, 'validation_required');
      return apply(caller, currentPassword, {
        field: S.newEmail,
        isSameAsNow: ({ email }) => normaliseEmail(newEmail) === email,
        change: { email: newEmail, country: caller.player.country },
        takenStatus: 42,
        template: 'emailChanged',
        messageKey: 'settings_email_changed',
      });
    },

    async changeMobile(caller, { currentPassword, newMobilePrefix, newMobile }) {
      if (currentPassword === '') return refusedOn(S.currentPassword, 'validation_required');
      if (newMobilePrefix.trim() === '') {
        return refusedOn(S.newMobilePrefix, 'validation_required');
      }
      // spec 001 §5: spaces are stripped from mobile numbers.
      const mobile = normaliseMobile(newMobile);
      if (mobile === '') return refusedOn(S.newMobile, 'validation_required');
      return apply(caller, currentPassword, {
        field: S.newMobile,
        isSameAsNow: (current) => {
          const canonical = canonicalMobile(newMobilePrefix, mobile);
          return canonical !== null && canonical === current.mobile;
        },
        change: { mobilePrefix: newMobilePrefix.trim(), mobile },
        takenStatus: 114,
        template: 'mobileChanged',
        messageKey: 'settings_mobile_changed',
      });
    },
  };
}
