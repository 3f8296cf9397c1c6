import { REGISTRATION_CASES } from '@playfair/contracts/registration-cases';
import { describe, expect, it } from 'vitest';
import { SHARED_TEXT_KEYS } from '../../shared/i18n/shared-text-keys';
import { ENGLISH_CATALOG } from '../../test/i18n';
import { isRegistrationTextKey, REGISTRATION_TEXT_KEYS } from './text-keys';

describe('registration text keys', () => {
  it('has an English text for every key it asks for', () => {
    expect(REGISTRATION_TEXT_KEYS.filter((key) => !(key in ENGLISH_CATALOG))).toEqual([]);
  });

  it('asks only for keys that are no shared key too', () => {
    const shared = SHARED_TEXT_KEYS as readonly string[];
    expect(REGISTRATION_TEXT_KEYS.filter((key) => shared.includes(key))).toEqual([]);
  });

  it('renders every key the shared schema can report', () => {
    const reported = REGISTRATION_CASES.flatMap((testCase) =>
      testCase.expected.isValid ? [] : [testCase.expected.key],
    );
    expect(reported.filter((key) => !isRegistrationTextKey(key))).toEqual([]);
  });
});
