import { HOUR_MS } from '@playfair/domain/constants';
import { registrationCountryById } from '@playfair/domain/registration-countries';
import { REGISTRATION_FIELDS as F, type TRegistrationForm } from '@playfair/contracts/registration';
import { AppError } from '../../platform/errors';
import { EmailAlreadyExistsError } from '../identity/service';
import { createOneTimeCode, hashOneTimeCode } from '../notifications/service';
import { createExclusionCheck } from './check-exclusions';
import { createFormCheck } from './check-form';
import {
  refused,
  type RegistrationContext,
  type RegistrationOutcome,
  type Visitor,
} from './context';
import { completeRegistration } from './repo';
import { createContactReservation } from './reserve-contacts';
import type { SmsCodeCheck } from './verification-codes';

// The registration itself: the form checked, the email and mobile held, the player created, the
// registration completed and its email code sent.

const EMAIL_VERIFICATION_LIFETIME_MS = 48 * HOUR_MS;

function isoDate({ day, month, year }: TRegistrationForm['dateOfBirth']): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The person bank ID verified (SGA): their date of birth (YYYY-MM-DD) and personnummer. */
export type BankIdPerson = { birthDate: string; personalNumber?: string };

export type Registering = {
  /**
   * Registers a player. In a bank-ID market (SGA) only a person bank ID verified may register, and
   * the date of birth is the verified one, whatever the form says. A person excluded from play
   * (our own list, the market's national register) is refused (DESIGN §10).
   */
  register(
    visitor: Visitor,
    body: unknown,
    bankIdPerson?: BankIdPerson | null,
  ): Promise<RegistrationOutcome>;
};

export function createRegistering(context: RegistrationContext, codes: SmsCodeCheck): Registering {
  const { db, identity, notifications, limits, consents, now } = context;
  const { checkForm } = createFormCheck(context);
  const { checkExclusions } = createExclusionCheck(context);
  const { reserve } = createContactReservation(context, codes);

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

  async function register(
    visitor: Visitor,
    body: unknown,
    bankIdPerson: BankIdPerson | null = null,
  ): Promise<RegistrationOutcome> {
    const checked = checkForm(visitor, body, bankIdPerson);
    if ('kind' in checked) return checked;
    const excluded = await checkExclusions(visitor, checked.form, {
      dateOfBirth: isoDate(checked.form.dateOfBirth),
      personalNumber: bankIdPerson?.personalNumber ?? null,
    });
    if (excluded !== null) return excluded;
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
    await limits.recordRegistrationLimit(
      created.playerId,
      form.depositLimit === null ? null : form.depositLimit * 100,
    );
    await consents.recordRegistration(created.playerId, form.consents.marketing);
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

  return { register };
}
