import { ANNUAL_KYC_FIELDS, type AnnualKycField } from '@playfair/contracts/kyc';

/**
 * What the web takes from data.html of GET public-api/user/annual-kyc-modal (spec 001 §7): the
 * texts, and per field its label, current value, data-error text and input hints. Nothing else of
 * the HTML survives: the modal renders React elements, never the HTML.
 */
export type AnnualKycFragmentField = {
  name: AnnualKycField;
  label: string;
  value: string;
  /** The field's data-error text (spec 001 §8: shown when the server marks the field). */
  error: string;
  hint: string;
  autoComplete: string;
  inputMode: 'decimal' | 'text';
  minLength: number | undefined;
  maxLength: number | undefined;
};

export type AnnualKycFragment = {
  title: string;
  paragraphs: string[];
  fields: AnnualKycFragmentField[];
  submitLabel: string;
};

function textOf(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function lengthOf(input: Element, name: string): number | undefined {
  const value = Number(input.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * Reads the fragment with DOMParser (which runs no script and loads nothing). Null when it is not
 * the annual KYC form or lacks a title or one of its fields.
 */
export function readAnnualKycFragment(html: string): AnnualKycFragment | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const section = doc.querySelector('section[data-modal="annual-kyc"]');
  const form = section?.querySelector('form') ?? null;
  if (section === null || form === null) return null;
  const title = textOf(section.querySelector('h2'));
  const fields: AnnualKycFragmentField[] = [];
  for (const name of ANNUAL_KYC_FIELDS) {
    const input = form.querySelector(`input[name="${name}"]`);
    if (input === null) return null;
    const label = form.querySelector(`label[for="${input.id}"]`);
    fields.push({
      name,
      label: textOf(label),
      value: input.getAttribute('value') ?? '',
      error: input.getAttribute('data-error') ?? '',
      hint: textOf(form.querySelector(`[data-hint="${name}"]`)),
      autoComplete: input.getAttribute('autocomplete') ?? 'off',
      inputMode: input.getAttribute('inputmode') === 'decimal' ? 'decimal' : 'text',
      minLength: lengthOf(input, 'minlength'),
      maxLength: lengthOf(input, 'maxlength'),
    });
  }
  if (title === '') return null;
  return {
    title,
    paragraphs: [...section.querySelectorAll(':scope > p')].map(textOf).filter(Boolean),
    fields,
    submitLabel: textOf(form.querySelector('button')),
  };
}
