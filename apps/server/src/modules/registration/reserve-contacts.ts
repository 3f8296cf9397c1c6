import { registrationCountryById } from '@playfair/domain/registration-countries';
import { REGISTRATION_FIELDS as F } from '@playfair/contracts/registration';
import type { CheckedForm } from './check-form';
import { refused, type RegistrationContext, type RegistrationOutcome } from './context';
import { claimRegistration, findTakenContacts, releaseClaim, restoreSmsCode } from './repo';
import type { SmsCodeCheck } from './verification-codes';

// A registration's hold on its email and mobile, and the use of its SMS code, given back when the
// player cannot be created after all.

type Reservation = { claimId: string; giveBack(): Promise<void> };

export function createContactReservation(
  { db, now, staleBefore }: RegistrationContext,
  { useSmsCode }: SmsCodeCheck,
) {
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

  return { reserve };
}
