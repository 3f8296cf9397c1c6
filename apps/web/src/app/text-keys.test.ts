import { PASSWORD_LENGTH } from '@playfair/domain/constants';
import { PASSWORD_RULES, passwordRuleMessageKey } from '@playfair/domain/validation';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_TEXT_KEYS } from '../shared/forms/password-checklist';
import { ENGLISH_CATALOG } from '../test/i18n';
import { MAX_TRANSLATION_KEYS } from '@playfair/contracts/translations';
import { APP_TEXT_NAMESPACES } from './text-keys';

const askedKeys = new Set<string>(Object.values(APP_TEXT_NAMESPACES).flat());

describe('APP_TEXT_NAMESPACES', () => {
  it('asks only for keys the English catalog has', () => {
    expect([...askedKeys].filter((key) => !(key in ENGLISH_CATALOG))).toEqual([]);
  });

  it('asks for each namespace in one translations request', () => {
    for (const [namespace, keys] of Object.entries(APP_TEXT_NAMESPACES)) {
      expect(new Set(keys).size, namespace).toBeLessThanOrEqual(MAX_TRANSLATION_KEYS);
    }
  });

  it('asks for texts that are valid ICU', () => {
    const broken = [...askedKeys]
      .map((key) => [key, ENGLISH_CATALOG[key] ?? ''] as const)
      .filter(([, text]) => {
        try {
          new IntlMessageFormat(text, 'en');
          return false;
        } catch {
          return true;
        }
      });
    expect(broken).toEqual([]);
  });

  it('states the password length rule with the numbers of the domain', () => {
    // The server answers these keys as field errors without arguments, so the numbers are text.
    expect(ENGLISH_CATALOG.validation_password_length).toContain(String(PASSWORD_LENGTH.min));
    expect(ENGLISH_CATALOG.validation_password_length).toContain(String(PASSWORD_LENGTH.max));
  });

  it('names the password rules as the domain does', () => {
    expect(PASSWORD_RULES.map((rule) => PASSWORD_RULE_TEXT_KEYS[rule])).toEqual(
      PASSWORD_RULES.map(passwordRuleMessageKey),
    );
  });
});
