import { dateOfBirth } from './validation';

export type SwedishPersonalNumber = {
  /** Twelve digits, YYYYMMDDNNNN: the form BankID answers with. */
  normalised: string;
  birth: { day: number; month: number; year: number };
};

/** The Luhn check digit rule over the ten digits YYMMDDNNNC. */
function hasValidCheckDigit(tenDigits: string): boolean {
  let sum = 0;
  for (let index = 0; index < tenDigits.length; index += 1) {
    let digit = Number(tenDigits[index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A Swedish personnummer as BankID identifies a person (YYYYMMDDNNNN, with or without a dash), or
 * null when the date does not exist or the check digit is wrong. Coordination numbers (day + 60)
 * count as their real day.
 */
export function parseSwedishPersonalNumber(input: string): SwedishPersonalNumber | null {
  const digits = input.trim().replace(/^(\d{8})-?(\d{4})$/, '$1$2');
  if (!/^\d{12}$/.test(digits)) return null;
  const year = Number(digits.slice(0, 4));
  const month = Number(digits.slice(4, 6));
  const rawDay = Number(digits.slice(6, 8));
  const day = rawDay > 60 ? rawDay - 60 : rawDay;
  if (dateOfBirth(day, month, year) === null) return null;
  if (!hasValidCheckDigit(digits.slice(2))) return null;
  return { normalised: digits, birth: { day, month, year } };
}
