import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirth,
  isEmailFormatValid,
  isEmailProviderBlocked,
  isForgotPasswordEmailAcceptable,
  isIdentityDocumentNumberValid,
  isOldEnough,
  normaliseMobile,
  numericOnly,
  passwordProblems,
  ZEmail,
} from './validation';

describe('email (spec 001 §5)', () => {
  it.each(['a@b.co', 'first.last+tag@example.fi', 'ÄLY@esimerkki.fi'])('accepts %s', (email) => {
    expect(isEmailFormatValid(email)).toBe(true);
  });

  it.each(['', 'a@b', 'a@b.c', 'a@b.1x', '@b.co', 'a b@c.co', 'a@@b.co', 'a@b.co<script>'])(
    'refuses %s',
    (email) => {
      expect(isEmailFormatValid(email)).toBe(false);
    },
  );

  it('normalises to lower case without spaces and names the spec’s message', () => {
    expect(ZEmail.parse('  Player@Example.COM ')).toBe('player@example.com');
    expect(ZEmail.safeParse('nope').error?.issues[0]?.message).toBe('registration_status_111');
  });

  it('forgot password wants an @ after the first character', () => {
    expect(isForgotPasswordEmailAcceptable('a@b')).toBe(true);
    expect(isForgotPasswordEmailAcceptable('@b')).toBe(false);
    expect(isForgotPasswordEmailAcceptable('ab')).toBe(false);
  });

  it('blocks the nine NZ providers and their subdomains only', () => {
    expect(isEmailProviderBlocked('x@mailinator.com')).toBe(true);
    expect(isEmailProviderBlocked('x@eu.mailinator.com')).toBe(true);
    expect(isEmailProviderBlocked('x@notmailinator.com')).toBe(false);
    expect(isEmailProviderBlocked('x@gmail.com')).toBe(false);
  });
});

describe('password (spec 001 §5)', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('Tr0ub4dor&3', 'player@example.com')).toEqual([]);
  });

  it.each([
    ['Ab1!', 'length'],
    ['Abcdefgh1!Abcdefgh1!Abcdef', 'length'],
    ['Abcdefgh!', 'digit'],
    ['Abcdefgh1', 'symbol'],
    ['abcdefg1!', 'upper'],
    ['ABCDEFG1!', 'lower'],
  ] as const)('%s breaks %s', (password, rule) => {
    expect(passwordProblems(password)).toContain(rule);
  });

  it('may not be the email or the part before its @, in any case', () => {
    expect(passwordProblems('Player.1!@Mail.fi', 'player.1!@mail.fi')).toContain('not_email');
    expect(passwordProblems('PLAYER.1!', 'Player.1!@mail.fi')).toContain('not_email');
    expect(passwordProblems('Player.2!', 'Player.1!@mail.fi')).not.toContain('not_email');
  });

  it('accepts exactly 8 and 25 characters', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(passwordProblems(`Abcdef1!${'x'.repeat(17)}`)).toEqual([]);
  });

  it('never lets a password without a digit through (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ!?#'.split('')) }), (password) => {
        expect(passwordProblems(password)).toContain('digit');
      }),
    );
  });
});

describe('age (spec 001 §5)', () => {
  const today = new Date(Date.UTC(2026, 10, 21));

  it('is 18 on the 18th birthday, not the day before', () => {
    expect(isOldEnough({ day: 21, month: 11, year: 2008 }, 18, today)).toBe(true);
    expect(isOldEnough({ day: 22, month: 11, year: 2008 }, 18, today)).toBe(false);
  });

  it('refuses dates that do not exist', () => {
    expect(dateOfBirth(31, 2, 1990)).toBeNull();
    expect(dateOfBirth(29, 2, 2000)).not.toBeNull();
    expect(isOldEnough({ day: 31, month: 2, year: 1990 }, 18, today)).toBe(false);
  });

  it('counts whole years', () => {
    expect(ageOn({ day: 1, month: 1, year: 2000 }, today)).toBe(26);
  });
});

describe('identity documents and numbers (spec 001 §5)', () => {
  it.each([
    ['DNI', '12345678', true],
    ['DNI', '1234567', false],
    ['DNI', '123456789', false],
    ['CE', '123456789', true],
    ['CE', '12345678', false],
    ['CE', '12345678a', false],
  ] as const)('%s %s → %s', (type, number, valid) => {
    expect(isIdentityDocumentNumberValid(type, number)).toBe(valid);
  });

  it('strips spaces from mobiles', () => {
    expect(normaliseMobile(' 40 123 4567 ')).toBe('401234567');
  });

  it('keeps digits only, and at most 9 for HR', () => {
    expect(numericOnly('12a34-56 78 90')).toBe('1234567890');
    expect(numericOnly('12a34-56 78 90', 'hr')).toBe('123456789');
  });
});
