import {
  REGISTRATION_FIELDS as F,
  registrationFormSchema,
  registrationStatusOfKey,
  type TRegistrationForm,
  type TRegistrationRules,
} from '@playfair/contracts/registration';
import { formIssuesOf } from '../../platform/errors';
import {
  refused,
  type RegistrationContext,
  type RegistrationIssue,
  type RegistrationOutcome,
  type Visitor,
} from './context';
import { departmentOf, isKnownDistrict } from './subdivisions';

// The registration form's check: the country, the shared schema, and the rules only the server
// can check (districts and departments); in a bank-ID market the verified date of birth.

/** The form's first registration status (2001, 111, …), else 108 VALIDATION_ERROR. */
function statusOf(errors: readonly RegistrationIssue[]): number {
  for (const error of errors) {
    const status = registrationStatusOfKey(error.key);
    if (status !== null) return status;
  }
  return 108;
}

export type CheckedForm = { form: TRegistrationForm; rules: TRegistrationRules };

export function createFormCheck({
  now,
  profileOf,
  rulesFor,
  isCountryBlocked,
}: RegistrationContext) {
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

  return { checkForm };
}
