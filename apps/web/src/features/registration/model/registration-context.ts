import type { RegistrationFormContext, TRegistrationRules } from '@playfair/contracts/registration';

/** The context the shared schemas need: the server's rules, the locale and today's date. */
export function registrationContext(
  rules: TRegistrationRules,
  locale: string,
  today: Date,
): RegistrationFormContext {
  return { ...rules, locale, today };
}
