import type { TRegistrationRules } from '@playfair/contracts/registration';
import type { RegistrationContext, Visitor } from './context';

// Which way a visitor registers: not at all (a blocked country), elsewhere (the static form, bank
// ID, the authority's own path) or with the form and its rules.

export type FormDescription =
  | { kind: 'blocked' }
  | { kind: 'redirect'; to: string; reason: 'registration_static_v3' | 'bank-id' | 'authority' }
  | { kind: 'form'; rules: TRegistrationRules };

export type RegistrationPath = {
  /** What GET /{locale}/user/register answers this visitor (spec 001 §2). */
  describeForm(visitor: Visitor): FormDescription;
  rulesFor(visitor: Visitor): TRegistrationRules;
};

export function createRegistrationPath({
  brand,
  profileOf,
  rulesFor,
  isCountryBlocked,
}: RegistrationContext): RegistrationPath {
  return {
    describeForm(visitor) {
      if (isCountryBlocked(visitor)) return { kind: 'blocked' };
      const profile = profileOf(visitor);
      const features = brand.features(visitor.country);
      if (features.registration_static_v3) {
        return {
          kind: 'redirect',
          to: `/${visitor.locale}/register`,
          reason: 'registration_static_v3',
        };
      }
      if (profile.hasBankId) {
        return { kind: 'redirect', to: `/${visitor.locale}/bankid-login`, reason: 'bank-id' };
      }
      if (profile.registrationPath !== null) {
        return { kind: 'redirect', to: profile.registrationPath, reason: 'authority' };
      }
      return { kind: 'form', rules: rulesFor(visitor) };
    },

    rulesFor,
  };
}
