import { describe, expect, it } from 'vitest';
import { type FormRules, isFormComplete, localProblem, VALIDATION_TEXT_KEYS } from './field-rules';

type Name = 'password' | 'repeat' | 'nickname';

const RULES: FormRules<Name> = {
  password: { required: true, minLength: 8 },
  repeat: { required: true, match: 'password' },
  nickname: { validate: (value) => (value.includes('@') ? 'validation_invalid' : null) },
};

const values = (overrides: Partial<Record<Name, string>> = {}) => ({
  password: 'longenough',
  repeat: 'longenough',
  nickname: '',
  ...overrides,
});

describe('localProblem (spec 000 §5 generic validator)', () => {
  it('requires a required field', () => {
    expect(localProblem('password', RULES.password, values({ password: '  ' }), true)).toBe(
      'validation_required',
    );
  });

  it("says 'Not long enough' under the minimum length", () => {
    expect(localProblem('password', RULES.password, values({ password: 'short' }), true)).toBe(
      VALIDATION_TEXT_KEYS.minLength,
    );
    expect(localProblem('password', RULES.password, values({ password: 'exactly8' }), true)).toBe(
      null,
    );
  });

  it("says 'Does not match' when the other field differs", () => {
    expect(localProblem('repeat', RULES.repeat, values({ repeat: 'different' }), true)).toBe(
      'validation_match',
    );
    expect(localProblem('repeat', RULES.repeat, values(), true)).toBeNull();
  });

  it("takes the browser's own checks unless the field opts out", () => {
    expect(localProblem('password', RULES.password, values(), false)).toBe('validation_invalid');
    expect(localProblem('password', { ...RULES.password, native: false }, values(), false)).toBe(
      null,
    );
  });

  it("runs the form's own rule, and lets an empty optional field be", () => {
    expect(localProblem('nickname', RULES.nickname, values({ nickname: 'a@b' }), true)).toBe(
      'validation_invalid',
    );
    expect(localProblem('nickname', RULES.nickname, values(), true)).toBeNull();
  });
});

describe('isFormComplete', () => {
  it('is complete once every required field has a value', () => {
    expect(isFormComplete(RULES, values())).toBe(true);
    expect(isFormComplete(RULES, values({ repeat: '' }))).toBe(false);
  });
});
