import { z } from 'zod';
import {
  HR_NUMERIC_INPUT_MAX_DIGITS,
  IDENTITY_DOCUMENT_DIGITS,
  PASSWORD_LENGTH,
} from './constants';

// Field rules shared by the browser and the server (CONVENTIONS: one schema per form, built from
// these). Each failing rule is named by a catalog key, so both sides show the same text.

/** spec 001 §5: an address with a top-level domain of at least 2 letters. */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmailFormatValid(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export const ZEmail = z
  .string({ error: 'validation_required' })
  .trim()
  .min(1, { error: 'validation_required' })
  .max(EMAIL_MAX_LENGTH, { error: 'registration_status_111' })
  .refine(isEmailFormatValid, { error: 'registration_status_111' })
  .transform(normaliseEmail);

/** spec 001 §5 forgot password: the email must contain an @ after position 0. */
export function isForgotPasswordEmailAcceptable(email: string): boolean {
  return email.indexOf('@') > 0;
}

export const PASSWORD_RULES = ['length', 'digit', 'symbol', 'upper', 'lower', 'not_email'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * spec 001 §5: 8 to 25 characters, at least one digit, one symbol, upper and lower case, and not
 * the email nor the part before its @ (case-insensitive). Answers the rules the password breaks.
 */
export function passwordProblems(password: string, email = ''): PasswordRule[] {
  const problems: PasswordRule[] = [];
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) problems.push('length');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  if (!/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('symbol');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  const lowered = password.toLowerCase();
  const address = normaliseEmail(email);
  const localPart = address.split('@')[0] ?? '';
  if (address !== '' && (lowered === address || (localPart !== '' && lowered === localPart))) {
    problems.push('not_email');
  }
  return problems;
}

export function passwordRuleMessageKey(rule: PasswordRule): string {
  return `validation_password_${rule}`;
}

export type DateOfBirth = { day: number; month: number; year: number };

/** A real calendar date (no 31 February), or null. */
export function dateOfBirth(day: number, month: number, year: number): Date | null {
  if (![day, month, year].every(Number.isInteger)) return null;
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/** spec 001 §5: whole years of age on `today` (UTC), birthdays counted from the day itself. */
export function ageOn(birth: DateOfBirth, today: Date): number {
  const years = today.getUTCFullYear() - birth.year;
  const hadBirthday =
    today.getUTCMonth() + 1 > birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() >= birth.day);
  return hadBirthday ? years : years - 1;
}

export function isOldEnough(birth: DateOfBirth, minimumAge: number, today: Date): boolean {
  return (
    dateOfBirth(birth.day, birth.month, birth.year) !== null && ageOn(birth, today) >= minimumAge
  );
}

export const IDENTITY_DOCUMENT_TYPES = ['DNI', 'CE'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];

/** spec 001 §5: Peru — DNI exactly 8 digits, CE exactly 9. */
export function isIdentityDocumentNumberValid(type: IdentityDocumentType, number: string): boolean {
  return new RegExp(`^\\d{${IDENTITY_DOCUMENT_DIGITS[type]}}$`).test(number);
}

/** spec 001 §5: mobile numbers are sent with their spaces stripped. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/\s+/g, '');
}

export function isMobileNumberPlausible(mobile: string): boolean {
  return /^\d{5,15}$/.test(normaliseMobile(mobile));
}

export function isMobilePrefixPlausible(prefix: string): boolean {
  return /^\+?\d{1,4}$/.test(prefix.trim());
}

/** spec 001 §5: numeric-only inputs strip non-digits and, for HR, keep at most 9 digits. */
export function numericOnly(input: string, locale?: string): string {
  const digits = input.replace(/\D+/g, '');
  return locale === 'hr' ? digits.slice(0, HR_NUMERIC_INPUT_MAX_DIGITS) : digits;
}

/**
 * spec 001 §5: New Zealand refuses nine email providers (code 146). The spec does not name them;
 * these are disposable-address services, which a licensed operator cannot verify a player through.
 */
export const NZ_BLOCKED_EMAIL_PROVIDERS = [
  'mailinator.com',
  'guerrillamail.com',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
] as const;

export function isEmailProviderBlocked(email: string): boolean {
  const domain = normaliseEmail(email).split('@')[1] ?? '';
  return NZ_BLOCKED_EMAIL_PROVIDERS.some(
    (blocked) => domain === blocked || domain.endsWith(`.${blocked}`),
  );
}
