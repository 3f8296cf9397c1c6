import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_FIELDS as F,
  registrationFormSchema,
  registrationSection1Schema,
  registrationSection2Schema,
  registrationSection3Schema,
  registrationStatusOfKey,
  ZRegistrationFormResponse,
  ZVerifyEmailRequest,
} from './registration';
import {
  REGISTRATION_CASES,
  registrationCaseContext,
  registrationCaseInput,
} from './registration-cases';

describe('the shared registration case table through the browser schema', () => {
  it.each(REGISTRATION_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    (_name, testCase) => {
      const result = registrationFormSchema(registrationCaseContext(testCase.market)).safeParse(
        registrationCaseInput(testCase),
      );
      if (testCase.expected.isValid) {
        expect(result.error?.issues ?? []).toEqual([]);
        return;
      }
      const issues = (result.error?.issues ?? []).map((issue) => ({
        field: issue.path.join('.'),
        key: issue.message,
      }));
      expect(issues).toContainEqual({ field: testCase.expected.field, key: testCase.expected.key });
    },
  );

  it('has valid and invalid cases for every market it names', () => {
    const markets = new Set(REGISTRATION_CASES.map((testCase) => testCase.market));
    for (const market of markets) {
      const cases = REGISTRATION_CASES.filter((testCase) => testCase.market === market);
      expect(
        cases.some((testCase) => testCase.expected.isValid),
        market,
      ).toBe(true);
    }
    const keys = new Set(
      REGISTRATION_CASES.flatMap((testCase) =>
        testCase.expected.isValid ? [] : [testCase.expected.key],
      ),
    );
    for (const status of [101, 102, 111, 116, 118, 146, 2001]) {
      expect(keys.has(`registration_status_${status}`), String(status)).toBe(true);
    }
  });
});

describe('section schemas (the browser validates the visible section)', () => {
  const context = registrationCaseContext('DE');
  const valid = registrationCaseInput({ name: 'base', market: 'DE', expected: { isValid: true } });

  it('checks only its own fields', () => {
    const section1 = registrationSection1Schema(context).safeParse({
      [F.email]: valid[F.email],
      [F.password]: valid[F.password],
      [F.mobilePrefix]: valid[F.mobilePrefix],
      [F.mobile]: valid[F.mobile],
      [F.mobileVerificationCode]: valid[F.mobileVerificationCode],
    });
    expect(section1.success).toBe(true);
    expect(section1.data?.mobile.canonical).toBe('+49 15123456100');
    expect(section1.data?.email).toBe('de.base@example.com');
  });

  it('requires the German state in section 2 and reads the form into typed values', () => {
    const withoutState = registrationSection2Schema(context).safeParse({ ...valid, [F.state]: '' });
    expect(withoutState.error?.issues.map((issue) => issue.message)).toEqual([
      'validation_state_required',
    ]);
    const parsed = registrationSection2Schema(context).parse(valid);
    expect(parsed).toMatchObject({
      countryId: 83,
      countryIso: 'DE',
      postalCode: '10115',
      state: 'BE',
      city: 'Berlin',
      dateOfBirth: { day: 15, month: 6, year: 1990 },
      identityDocument: null,
    });
  });

  it('asks the deposit limit in section 3 only where the jurisdiction does', () => {
    const withoutLimit = { ...valid, [F.depositLimit]: '' };
    expect(registrationSection3Schema(context).safeParse(withoutLimit).success).toBe(false);
    const gb = registrationCaseContext('GB');
    expect(registrationSection3Schema(gb).parse(withoutLimit).depositLimit).toBeNull();
    expect(registrationSection3Schema(context).parse(valid).depositLimit).toBe(1000);
  });

  it('asks no SMS code where the SMS step is skipped (TOBIQUE)', () => {
    const ca = registrationCaseContext('CA');
    expect(ca.smsRequired).toBe(false);
    const parsed = registrationSection1Schema(ca).parse({
      [F.email]: 'a@example.com',
      [F.password]: 'Correct-Horse7',
      [F.mobilePrefix]: '+1',
      [F.mobile]: '604 555 0199',
    });
    expect(parsed.mobileVerificationCode).toBeNull();
  });

  it('asks Peru’s document and district only under MINCETUR', () => {
    expect(registrationCaseContext('PE').requiredFields).toEqual(
      expect.arrayContaining(['identityDocumentType', 'district', 'department']),
    );
    expect(registrationCaseContext('GB').requiredFields).toEqual([]);
  });

  it('refuses a repeated field (an array) instead of guessing', () => {
    const result = registrationFormSchema(context).safeParse({
      ...valid,
      [F.email]: ['a@example.com', 'b@example.com'],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: [F.email],
      message: 'validation_invalid',
    });
  });
});

describe('contracts', () => {
  it('reads the status a key stands for', () => {
    expect(registrationStatusOfKey('registration_status_2001')).toBe(2001);
    expect(registrationStatusOfKey('validation_required')).toBeNull();
  });

  it('describes a blocked visitor and a redirect', () => {
    expect(
      ZRegistrationFormResponse.safeParse({ isCountryBlocked: true, modal: 'x', redirect: null })
        .success,
    ).toBe(true);
    expect(
      ZRegistrationFormResponse.safeParse({
        isCountryBlocked: false,
        redirect: '/sr/registracija',
        reason: 'authority',
      }).success,
    ).toBe(true);
  });
});

describe('ZVerifyEmailRequest (the fourth section)', () => {
  it('asks for the code the player was mailed', () => {
    const keys = (code: string) =>
      (ZVerifyEmailRequest.safeParse({ email: 'ana@example.com', code }).error?.issues ?? []).map(
        (issue) => issue.message,
      );
    expect(keys('123456')).toEqual([]);
    expect(keys('')).toEqual(['validation_required']);
    expect(keys('  ')).toEqual(['validation_required']);
  });
});
