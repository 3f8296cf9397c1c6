// The checks a card form gets before any provider is asked (DESIGN §5: bad input is answered with a
// clear message and changes nothing). The provider checks again; these only spare it obvious typos.

/** Digits only: spaces and dashes a player types between groups are dropped. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand shown beside the last four digits: Visa and Mastercard; other numbers are refused. */
export function cardBrandOf(digits: string): 'Visa' | 'Mastercard' | null {
  if (/^4\d{12}(?:\d{3}){0,2}$/.test(digits)) return 'Visa';
  if (/^(?:5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) {
    return 'Mastercard';
  }
  return null;
}

export function isCardNumberValid(typed: string): boolean {
  const digits = cardDigits(typed);
  return cardBrandOf(digits) !== null && isLuhnValid(digits);
}

/** The card's month and four-digit year from what was typed ("4" / "04", "29" / "2029"), or null. */
export function parseExpiry(
  monthTyped: string,
  yearTyped: string,
): { month: number; year: number } | null {
  if (!/^\d{1,2}$/.test(monthTyped.trim()) || !/^(?:\d{2}|\d{4})$/.test(yearTyped.trim())) {
    return null;
  }
  const month = Number(monthTyped.trim());
  const rawYear = Number(yearTyped.trim());
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid to the end of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export function isCvcValid(typed: string): boolean {
  return /^\d{3}$/.test(typed.trim());
}

/** "Visa •••• 4242": how a saved card is named in the widget and the history. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${card.brand} •••• ${card.last4}`;
}

/** "04/29". */
export function expiryLabel(card: { expiryMonth: number; expiryYear: number }): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}
