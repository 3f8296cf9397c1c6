import { randomUUID } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { Locale } from '@playfair/domain/locales';
import {
  canonicalMobile,
  DEFAULT_BLOCKED_REGIONS,
  nationalMobileNumber,
  normaliseCallingCode,
  isPostalCodeFormatValid,
  isPostalCodeRegionBlocked,
  mobileProblem,
  registrationCountryById,
  registrationCountryByIso,
} from '@playfair/domain/registration-countries';
import { isEmailProviderBlocked, normaliseEmail, ZEmail } from '@playfair/domain/validation';
import {
  REGISTRATION_FIELDS as F,
  registrationFormSchema,
  registrationRulesFor,
  registrationStatusOfKey,
  type TPostcodeResponse,
  type TRegistrationForm,
  type TRegistrationRules,
} from '@playfair/contracts/registration';
import type { Database } from '../../platform/db/client';
import { AppError, formIssuesOf } from '../../platform/errors';
import type { BrandService } from '../brand/service';
import type { JurisdictionsService } from '../jurisdictions/service';
import {
  EmailAlreadyExistsError,
  type ContactRegistry,
  type IdentityService,
} from '../identity/service';
import {
  createOneTimeCode,
  hashOneTimeCode,
  isOneTimeCodeMatch,
  type NotificationsService,
} from '../notifications/service';
import {
  claimRegistration,
  completeRegistration,
  consumeSmsCode,
  countSmsCodeAttempt,
  countSmsCodesSince,
  findContactByEmail,
  findContactByMobile,
  findLiveSmsCodes,
  findTakenContacts,
  insertRegistrationStart,
  insertSmsCode,
  releaseClaim,
  restoreSmsCode,
  updateRegisteredContact,
  countEmailVerificationAttempt,
  findEmailVerification,
  markEmailVerified,
  type RegisteredContact,
} from './repo';
import { departmentOf, isKnownDistrict } from './subdivisions';

/** Who is registering: the locale of the call and the country the visitor is in. */
export type Visitor = { locale: Locale; country: string };

/** A registration code lives 10 minutes and is used once. */
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** Wrong tries a code takes before it is dead (a new one must be sent). */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Codes one number may be sent per hour: the fourth is refused with 1337 (spec 001 §8). */
export const SMS_SENDS_PER_HOUR = 3;
/** A registration claim nobody completed within this time no longer holds its email and mobile. */
const CLAIM_STALE_AFTER_MS = 5 * MINUTE_MS;
const EMAIL_VERIFICATION_LIFETIME_MS = 48 * HOUR_MS;

export type RegistrationIssue = { key: string; field?: string };

export type RegistrationOutcome =
  | { kind: 'registered'; playerId: string; country: string; emailVerification: boolean }
  | { kind: 'refused'; httpStatus: RefusalHttpStatus; status: number; errors: RegistrationIssue[] };

export type RefusalHttpStatus = 400 | 403 | 409 | 422;

export type FormDescription =
  | { kind: 'blocked' }
  | { kind: 'redirect'; to: string; reason: 'registration_static_v3' | 'bank-id' | 'authority' }
  | { kind: 'form'; rules: TRegistrationRules };

export type SmsSendOutcome = { status: 103 } | { status: 1337 } | { status: 9999; key: string };

export type RegistrationService = {
  /** What GET /{locale}/user/register answers this visitor (spec 001 §2). */
  describeForm(visitor: Visitor): FormDescription;
  rulesFor(visitor: Visitor): TRegistrationRules;
  /**
   * Registers a player. In a bank-ID market (SGA) only a person bank ID verified may register, and
   * the date of birth is the verified one, whatever the form says.
   */
  register(
    visitor: Visitor,
    body: unknown,
    bankIdPerson?: { birthDate: string } | null,
  ): Promise<RegistrationOutcome>;
  /** Registration statuses of an email for the 1000 ms check (42, 111, 146). */
  emailProblems(visitor: Visitor, email: string): Promise<number[]>;
  /** Registration statuses of a mobile (101, 116, 118, 114, 145). */
  mobileProblems(prefix: string, mobile: string): Promise<number[]>;
  sendSmsCode(visitor: Visitor, prefix: string, mobile: string): Promise<SmsSendOutcome>;
  postcode(countryId: number, postcode: string, mode: 'validate' | 'check'): TPostcodeResponse;
  recordRegistrationStart(visitor: Visitor): Promise<void>;
  /** Confirms an email address with the code mailed at registration; the player's id, or null. */
  verifyEmail(email: string, code: string): Promise<string | null>;
  /** The player an email or a mobile was registered with (forgot password), or null. */
  findPlayerByContact(
    contact: { email: string } | { mobile: string },
  ): Promise<RegisteredContact | null>;
} & ContactRegistry;

export type RegistrationDependencies = {
  db: Database;
  brand: Pick<BrandService, 'features'>;
  jurisdictions: Pick<JurisdictionsService, 'profileFor'>;
  identity: Pick<IdentityService, 'createPlayer'>;
  notifications: Pick<NotificationsService, 'send'>;
  now?: () => Date;
};

function refused(
  httpStatus: RefusalHttpStatus,
  status: number,
  errors: RegistrationIssue[],
): RegistrationOutcome {
  return { kind: 'refused', httpStatus, status, errors };
}

/** The form's first registration status (2001, 111, …), else 108 VALIDATION_ERROR. */
function statusOf(errors: readonly RegistrationIssue[]): number {
  for (const error of errors) {
    const status = registrationStatusOfKey(error.key);
    if (status !== null) return status;
  }
  return 108;
}

function isoDate({ day, month, year }: TRegistrationForm['dateOfBirth']): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function createRegistrationService({
  db,
  brand,
  jurisdictions,
  identity,
  notifications,
  now = () => new Date(),
}: RegistrationDependencies): RegistrationService {
  function profileOf(visitor: Visitor): JurisdictionProfile {
    return jurisdictions.profileFor(visitor.country);
  }

  function rulesFor(visitor: Visitor): TRegistrationRules {
    return registrationRulesFor({
      profile: profileOf(visitor),
      features: brand.features(visitor.country),
      country: visitor.country,
      profileCodeFor: (iso) => jurisdictions.profileFor(iso).code,
    });
  }

  /** Only residents of the markets we hold a licence for may register. */
  function isCountryBlocked(visitor: Visitor): boolean {
    return registrationCountryByIso(visitor.country) === undefined;
  }

  function staleBefore(): Date {
    return new Date(now().getTime() - CLAIM_STALE_AFTER_MS);
  }

  /** Checks the SMS code against the number's live codes and uses it up; its id, or null. */
  async function useSmsCode(mobile: string, code: string): Promise<string | null> {
    const live = await findLiveSmsCodes(db, mobile, now(), SMS_CODE_MAX_ATTEMPTS);
    const match = live.find((row) => isOneTimeCodeMatch(row.id, code, row.codeHash));
    if (match === undefined) {
      await countSmsCodeAttempt(
        db,
        live.map((row) => row.id),
      );
      return null;
    }
    return (await consumeSmsCode(db, match.id, now())) ? match.id : null;
  }

  async function createPlayer(
    visitor: Visitor,
    form: TRegistrationForm,
  ): Promise<{ playerId: string } | RegistrationOutcome> {
    const country = registrationCountryById(form.countryId);
    if (country === undefined) {
      return refused(400, 108, [{ key: 'validation_country', field: F.country }]);
    }
    try {
      const player = await identity.createPlayer({
        email: form.email,
        password: form.password,
        country: country.iso,
        currency: country.currency,
        locale: visitor.locale,
        mobilePrefix: form.mobile.callingCode,
        mobile: form.mobile.national,
        dateOfBirth: isoDate(form.dateOfBirth),
        state: form.state,
        city: form.city,
        postalCode: form.postalCode,
        district: form.district,
        department: form.department,
        identityDocumentType: form.identityDocument?.type ?? null,
        identityDocumentNumber: form.identityDocument?.number ?? null,
        sex: form.sex,
        marketingConsent: form.consents.marketing,
      });
      return { playerId: player.id };
    } catch (error) {
      if (error instanceof EmailAlreadyExistsError) {
        return refused(409, 42, [{ key: 'registration_status_42', field: F.email }]);
      }
      // Identity refused the player for a rule of its own: the form passed ours, so this is a
      // case for support (spec 001 §8, 106).
      if (error instanceof AppError && error.status < 500) {
        return refused(422, 106, [{ key: 'registration_status_106' }]);
      }
      throw error;
    }
  }

  type CheckedForm = { form: TRegistrationForm; rules: TRegistrationRules };

  /** The form with the bank-ID-verified date of birth (YYYY-MM-DD) in its three fields. */
  function withBirthDate(body: object, birthDate: string): object {
    const [year = '', month = '', day = ''] = birthDate.split('-');
    return {
      ...body,
      [F.dobDay]: String(Number(day)),
      [F.dobMonth]: String(Number(month)),
      [F.dobYear]: year,
    };
  }

  /** Every rule of the form (the shared schema), plus the ones only the server can check. */
  function checkForm(
    visitor: Visitor,
    rawBody: unknown,
    bankIdPerson: { birthDate: string } | null,
  ): CheckedForm | RegistrationOutcome {
    // spec 001 §2: a blocked country cannot register; Sweden registers through bank ID only.
    const needsBankId = profileOf(visitor).hasBankId;
    if (isCountryBlocked(visitor) || (needsBankId && bankIdPerson === null)) {
      return refused(403, 2000, [{ key: 'registration_status_2000' }]);
    }
    if (typeof rawBody !== 'object' || rawBody === null || Array.isArray(rawBody)) {
      return refused(400, 108, [{ key: 'error_malformed_body' }]);
    }
    const body =
      needsBankId && bankIdPerson !== null
        ? withBirthDate(rawBody, bankIdPerson.birthDate)
        : rawBody;
    const rules = rulesFor(visitor);
    const context = { ...rules, locale: visitor.locale, today: now() };
    const parsed = registrationFormSchema(context).safeParse(body);
    if (!parsed.success) {
      const errors = formIssuesOf(parsed.error);
      return refused(400, statusOf(errors), errors);
    }
    const form = parsed.data;
    if (form.district !== null && !isKnownDistrict(form.district)) {
      return refused(400, 108, [{ key: 'validation_district', field: F.district }]);
    }
    if (form.district !== null && departmentOf(form.district) !== form.department) {
      return refused(400, 108, [{ key: 'validation_department', field: F.department }]);
    }
    return { form, rules };
  }

  type Reservation = { claimId: string; giveBack(): Promise<void> };

  /**
   * Holds the email and the mobile for this registration and uses its SMS code up. `giveBack`
   * undoes both when the player cannot be created after all.
   */
  async function reserve({ form, rules }: CheckedForm): Promise<Reservation | RegistrationOutcome> {
    const emailTaken = refused(409, 42, [{ key: 'registration_status_42', field: F.email }]);
    const mobileTaken = refused(409, 114, [{ key: 'registration_status_114', field: F.mobile }]);
    const taken = await findTakenContacts(db, form.email, form.mobile.canonical, staleBefore());
    if (taken.isEmailTaken) return emailTaken;
    if (taken.isMobileTaken) return mobileTaken;

    let smsCodeId: string | null = null;
    if (rules.smsRequired) {
      smsCodeId = await useSmsCode(form.mobile.canonical, form.mobileVerificationCode ?? '');
      if (smsCodeId === null) {
        return refused(400, 102, [
          { key: 'registration_status_102', field: F.mobileVerificationCode },
        ]);
      }
    }
    const restoreCode = async () => {
      if (smsCodeId !== null) await restoreSmsCode(db, smsCodeId);
    };
    const claim = await claimRegistration(
      db,
      {
        email: form.email,
        mobile: form.mobile.canonical,
        countryId: form.countryId,
        currency: registrationCountryById(form.countryId)?.currency ?? 'EUR',
      },
      now(),
      staleBefore(),
    );
    if (claim.kind !== 'claimed') {
      await restoreCode();
      return claim.kind === 'email-taken' ? emailTaken : mobileTaken;
    }
    return {
      claimId: claim.id,
      async giveBack() {
        await releaseClaim(db, claim.id);
        await restoreCode();
      },
    };
  }

  async function register(
    visitor: Visitor,
    body: unknown,
    bankIdPerson: { birthDate: string } | null = null,
  ): Promise<RegistrationOutcome> {
    const checked = checkForm(visitor, body, bankIdPerson);
    if ('kind' in checked) return checked;
    const reservation = await reserve(checked);
    if ('kind' in reservation) return reservation;
    const { form, rules } = checked;

    let created: { playerId: string } | RegistrationOutcome;
    try {
      created = await createPlayer(visitor, form);
    } catch (error) {
      await reservation.giveBack();
      throw error;
    }
    if ('kind' in created) {
      await reservation.giveBack();
      return created;
    }

    // The code is keyed by the registration's own id, like every one-time code here.
    const emailCode = rules.emailVerification ? createOneTimeCode() : null;
    await completeRegistration(
      db,
      reservation.claimId,
      {
        playerId: created.playerId,
        depositLimitMinor: form.depositLimit === null ? null : form.depositLimit * 100,
        groupMarketingConsent: form.consents.groupMarketing,
        deviceFingerprint: form.deviceFingerprint,
        emailVerificationHash:
          emailCode === null ? null : hashOneTimeCode(reservation.claimId, emailCode),
        emailVerificationExpiresAt:
          emailCode === null ? null : new Date(now().getTime() + EMAIL_VERIFICATION_LIFETIME_MS),
      },
      now(),
    );
    if (emailCode !== null) {
      await notifications.send({
        template: 'emailVerification',
        recipient: form.email,
        locale: visitor.locale,
        values: { code: emailCode, hours: EMAIL_VERIFICATION_LIFETIME_MS / HOUR_MS },
      });
    }
    return {
      kind: 'registered',
      playerId: created.playerId,
      country: registrationCountryById(form.countryId)?.iso ?? visitor.country,
      emailVerification: rules.emailVerification,
    };
  }

  return {
    describeForm(visitor) {
      if (isCountryBlocked(visitor)) return { kind: 'blocked' };
      const profile = profileOf(visitor);
      const features = brand.features(visitor.country);
      if (features.registration_static_v3) {
        return {
          kind: 'redirect',
          to: `/${visitor.locale}/register`,
          reason: 'registration_static_v3',
        };
      }
      if (profile.hasBankId) {
        return { kind: 'redirect', to: `/${visitor.locale}/bankid-login`, reason: 'bank-id' };
      }
      if (profile.registrationPath !== null) {
        return { kind: 'redirect', to: profile.registrationPath, reason: 'authority' };
      }
      return { kind: 'form', rules: rulesFor(visitor) };
    },

    rulesFor,
    register,

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

    async sendSmsCode(visitor, prefix, mobile) {
      const problem = mobileProblem(prefix, mobile);
      if (problem !== null) return { status: 9999, key: `registration_status_${problem}` };
      const canonical = canonicalMobile(prefix, mobile) ?? '';
      const taken = await findTakenContacts(db, null, canonical, staleBefore());
      if (taken.isMobileTaken) return { status: 9999, key: 'registration_status_114' };
      const at = now();
      const sent = await countSmsCodesSince(db, canonical, new Date(at.getTime() - HOUR_MS));
      if (sent >= SMS_SENDS_PER_HOUR) return { status: 1337 };
      const id = randomUUID();
      const code = createOneTimeCode();
      await insertSmsCode(
        db,
        {
          id,
          mobile: canonical,
          codeHash: hashOneTimeCode(id, code),
          expiresAt: new Date(at.getTime() + SMS_CODE_LIFETIME_MS),
        },
        at,
      );
      await notifications.send({
        template: 'registrationSmsCode',
        recipient: canonical,
        locale: visitor.locale,
        values: { code, minutes: SMS_CODE_LIFETIME_MS / MINUTE_MS },
      });
      return { status: 103 };
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

    async recordRegistrationStart(visitor) {
      await insertRegistrationStart(db, visitor, now());
    },

    async verifyEmail(email, code) {
      const row = await findEmailVerification(db, normaliseEmail(email));
      const isLive =
        row?.playerId != null &&
        row.hash !== null &&
        row.verifiedAt === null &&
        row.expiresAt !== null &&
        row.expiresAt.getTime() > now().getTime() &&
        row.attempts < SMS_CODE_MAX_ATTEMPTS;
      if (row === undefined || !isLive || row.hash === null) return null;
      if (!isOneTimeCodeMatch(row.id, code, row.hash)) {
        await countEmailVerificationAttempt(db, row.id);
        return null;
      }
      return (await markEmailVerified(db, row.id, now())) ? row.playerId : null;
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
