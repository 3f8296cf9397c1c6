import { HOUR_MS } from '@playfair/domain/constants';
import {
  canonicalMobile,
  DEFAULT_BLOCKED_REGIONS,
  nationalMobileNumber,
  normaliseCallingCode,
  isPostalCodeFormatValid,
  isPostalCodeRegionBlocked,
  mobileProblem,
} from '@playfair/domain/registration-countries';
import { isEmailProviderBlocked, ZEmail } from '@playfair/domain/validation';
import type { TPostcodeResponse } from '@playfair/contracts/registration';
import type { ContactRegistry } from '../identity/service';
import type { RegistrationContext, Visitor } from './context';
import {
  countSmsCodesSince,
  findContactByEmail,
  findContactByMobile,
  findTakenContacts,
  updateRegisteredContact,
  type RegisteredContact,
} from './repo';
import { SMS_SENDS_PER_HOUR } from './verification-codes';

// The contacts a registration holds: the form's live checks (email, mobile, postcode), the rules a
// new email or mobile meets in the account settings, and the player a contact belongs to.

export type ContactChecks = {
  /** Registration statuses of an email for the 1000 ms check (42, 111, 146). */
  emailProblems(visitor: Visitor, email: string): Promise<number[]>;
  /** Registration statuses of a mobile (101, 116, 118, 114, 145). */
  mobileProblems(prefix: string, mobile: string): Promise<number[]>;
  postcode(countryId: number, postcode: string, mode: 'validate' | 'check'): TPostcodeResponse;
  /** The player an email or a mobile was registered with (forgot password), or null. */
  findPlayerByContact(
    contact: { email: string } | { mobile: string },
  ): Promise<RegisteredContact | null>;
} & ContactRegistry;

export function createContactChecks({
  db,
  jurisdictions,
  now,
  profileOf,
  staleBefore,
}: RegistrationContext): ContactChecks {
  return {
    async emailProblems(visitor, email) {
      const parsed = ZEmail.safeParse(email);
      if (!parsed.success) return [111];
      if (profileOf(visitor).hasEmailProviderBlocklist && isEmailProviderBlocked(parsed.data)) {
        return [146];
      }
      const taken = await findTakenContacts(db, parsed.data, null, staleBefore());
      return taken.isEmailTaken ? [42] : [];
    },

    async mobileProblems(prefix, mobile) {
      const problem = mobileProblem(prefix, mobile);
      if (problem !== null) return [problem];
      const canonical = canonicalMobile(prefix, mobile) ?? '';
      const taken = await findTakenContacts(db, null, canonical, staleBefore());
      if (taken.isMobileTaken) return [114];
      const since = new Date(now().getTime() - HOUR_MS);
      return (await countSmsCodesSince(db, canonical, since)) >= SMS_SENDS_PER_HOUR ? [145] : [];
    },

    postcode(countryId, postcode, mode) {
      const valid = isPostalCodeFormatValid(countryId, postcode);
      const regionBlocked = isPostalCodeRegionBlocked(countryId, postcode, DEFAULT_BLOCKED_REGIONS);
      // spec 001 §5: before leaving section 2 a code that cannot be used is "blocked" (a format
      // error that clears the field); while typing only a blocked region is.
      return {
        blocked: mode === 'validate' ? !valid || regionBlocked : regionBlocked,
        valid,
        regionBlocked,
      };
    },

    // Account settings: a new email or mobile meets the rules a registration's does.
    async contactProblems(change) {
      if ('email' in change) {
        const parsed = ZEmail.safeParse(change.email);
        if (!parsed.success) return { isAcceptable: false, status: 111 };
        // spec 001 §5: the player's market may refuse disposable providers (New Zealand, 146).
        const profile = jurisdictions.profileFor(change.country);
        if (profile.hasEmailProviderBlocklist && isEmailProviderBlocked(parsed.data)) {
          return { isAcceptable: false, status: 146 };
        }
        const taken = await findTakenContacts(db, parsed.data, null, staleBefore());
        if (taken.isEmailTaken) return { isAcceptable: false, status: 42 };
        return { isAcceptable: true, contact: { email: parsed.data } };
      }
      const { mobilePrefix, mobile } = change;
      const problem = mobileProblem(mobilePrefix, mobile);
      const canonical = canonicalMobile(mobilePrefix, mobile);
      const callingCode = normaliseCallingCode(mobilePrefix);
      if (problem !== null) return { isAcceptable: false, status: problem };
      if (canonical === null || callingCode === null) return { isAcceptable: false, status: 116 };
      const taken = await findTakenContacts(db, null, canonical, staleBefore());
      if (taken.isMobileTaken) return { isAcceptable: false, status: 114 };
      return {
        isAcceptable: true,
        contact: { mobile: { callingCode, national: nationalMobileNumber(mobile), canonical } },
      };
    },

    async updateContact(playerId, contact, tx) {
      await updateRegisteredContact(
        tx,
        playerId,
        'email' in contact ? { email: contact.email } : { mobile: contact.mobile.canonical },
      );
    },

    async findPlayerByContact(contact) {
      const found =
        'email' in contact
          ? await findContactByEmail(db, contact.email)
          : await findContactByMobile(db, contact.mobile);
      return found ?? null;
    },
  };
}
