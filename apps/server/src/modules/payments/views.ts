import type { MethodDescription } from './service';

/** The method as the site names it: "Visa •••• 4242", or "Bank transfer · Sandbox Bank". */
export function methodText(description: MethodDescription, t: (key: string) => string): string {
  return description.method === 'card'
    ? description.label
    : `${t('payment_method_bank_transfer')} · ${description.bankName}`;
}
