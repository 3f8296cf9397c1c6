import {
  ANNUAL_KYC_FIELDS,
  ANNUAL_KYC_MESSAGES,
  type AnnualKycField,
} from '@playfair/contracts/kyc';
import { ANNUAL_KYC_INTERVAL_DAYS, DAY_MS } from '@playfair/domain/constants';
import { escapeHtml } from '@playfair/domain/html';

// spec 001 §2 "annual KYC (German)", §7, §8 (GGL): a German player confirms their details once a
// year. Due when the last review — or, without one, the registration — is 365 days old or more.

export const ANNUAL_KYC_COUNTRY = 'DE';
export const ANNUAL_KYC_ACTION = 'deAnnualKycModal';
/** The fragment's marker, read by the web's annual KYC modal. */
export const ANNUAL_KYC_MODAL_NAME = 'annual-kyc';

export function isAnnualKycDue(input: {
  country: string;
  registeredAt: Date;
  lastReviewAt: Date | null;
  now: Date;
}): boolean {
  if (input.country !== ANNUAL_KYC_COUNTRY) return false;
  const since = input.lastReviewAt ?? input.registeredAt;
  return input.now.getTime() - since.getTime() >= ANNUAL_KYC_INTERVAL_DAYS * DAY_MS;
}

/** What the player confirms or corrects; the limit as a decimal in their currency ("500.00"). */
export type AnnualKycValues = Record<AnnualKycField, string>;

/** Each field's label and its problem's text (catalog keys). */
export const ANNUAL_KYC_FIELD_KEYS: Record<AnnualKycField, { label: string; error: string }> = {
  user_address: { label: 'annual_kyc_address', error: 'annual_kyc_error_address' },
  user_postal_code: { label: 'annual_kyc_postal_code', error: 'annual_kyc_error_postal_code' },
  user_city: { label: 'annual_kyc_city', error: 'annual_kyc_error_city' },
  user_occupation: { label: 'annual_kyc_occupation', error: 'annual_kyc_error_occupation' },
  monthly_deposit_limit: { label: 'annual_kyc_monthly_limit', error: 'annual_kyc_error_limit' },
};

const AUTOCOMPLETE: Record<AnnualKycField, string> = {
  user_address: 'street-address',
  user_postal_code: 'postal-code',
  user_city: 'address-level2',
  user_occupation: 'organization-title',
  monthly_deposit_limit: 'off',
};

const LENGTHS: Record<AnnualKycField, { min: number; max: number }> = {
  user_address: { min: 3, max: 120 },
  user_postal_code: { min: 5, max: 5 },
  user_city: { min: 2, max: 80 },
  user_occupation: { min: 2, max: 80 },
  monthly_deposit_limit: { min: 1, max: 12 },
};

const LETTERS = /\p{L}/u;
const LIMIT = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Checks the answers; answers the values cleaned, the limit in minor units, and the fields whose
 * value is wrong. `maxLimitMinor`: the market's highest monthly deposit limit, if it has one.
 */
export function checkAnnualKyc(
  body: Readonly<Record<string, unknown>>,
  maxLimitMinor: number | null,
): { values: AnnualKycValues; limitMinor: number; invalid: AnnualKycField[] } {
  const values = Object.fromEntries(
    ANNUAL_KYC_FIELDS.map((field) => {
      const raw = body[field];
      return [field, typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : ''];
    }),
  ) as AnnualKycValues;
  const invalid = ANNUAL_KYC_FIELDS.filter((field) => {
    const value = values[field];
    const { min, max } = LENGTHS[field];
    return value.length < min || value.length > max;
  });
  const isBad = (field: AnnualKycField) => invalid.includes(field);
  if (!isBad('user_postal_code') && !/^\d{5}$/.test(values.user_postal_code)) {
    invalid.push('user_postal_code');
  }
  for (const field of ['user_address', 'user_city', 'user_occupation'] as const) {
    if (!isBad(field) && !LETTERS.test(values[field])) invalid.push(field);
  }
  const match = LIMIT.exec(values.monthly_deposit_limit);
  const limitMinor =
    match === null ? 0 : Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (
    !isBad('monthly_deposit_limit') &&
    (match === null || limitMinor < 100 || (maxLimitMinor !== null && limitMinor > maxLimitMinor))
  ) {
    invalid.push('monthly_deposit_limit');
  }
  return {
    values,
    limitMinor,
    invalid: ANNUAL_KYC_FIELDS.filter((field) => invalid.includes(field)),
  };
}

/** Minor units as the form shows them: "500.00". */
export function limitText(minor: number | null): string {
  if (minor === null) return '';
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export type AnnualKycTexts = {
  title: string;
  paragraphs: readonly string[];
  labels: Record<AnnualKycField, string>;
  errors: Record<AnnualKycField, string>;
  limitHint: string;
  submit: string;
};

/**
 * The modal's HTML fragment (spec 001 §7 `data.html`): a title, paragraphs and a form of labelled
 * inputs, each with its current value and its problem's text in `data-error`. Every text and value
 * is escaped: nothing the player typed or a translator wrote becomes markup.
 */
export function renderAnnualKycFragment(
  texts: AnnualKycTexts,
  values: AnnualKycValues,
  action: string,
): string {
  const fields = ANNUAL_KYC_FIELDS.map((field) => {
    const { min, max } = LENGTHS[field];
    const isLimit = field === 'monthly_deposit_limit';
    const hint = isLimit ? `<p data-hint="${field}">${escapeHtml(texts.limitHint)}</p>` : '';
    return (
      `<label for="annual-kyc-${field}">${escapeHtml(texts.labels[field])}</label>` +
      `<input id="annual-kyc-${field}" name="${field}" type="text"` +
      ` value="${escapeHtml(values[field])}" data-error="${escapeHtml(texts.errors[field])}"` +
      ` autocomplete="${AUTOCOMPLETE[field]}"${isLimit ? ' inputmode="decimal"' : ''}` +
      ` minlength="${min}" maxlength="${max}" required>${hint}`
    );
  }).join('');
  const paragraphs = texts.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return (
    `<section data-modal="${ANNUAL_KYC_MODAL_NAME}" data-can-close="false">` +
    `<h2>${escapeHtml(texts.title)}</h2>${paragraphs}` +
    `<form method="post" action="${escapeHtml(action)}">${fields}` +
    `<button type="submit">${escapeHtml(texts.submit)}</button></form></section>`
  );
}

export { ANNUAL_KYC_MESSAGES };
