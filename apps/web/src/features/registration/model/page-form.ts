import type { TAppConfig } from '@playfair/contracts/app-config';
import { registrationRulesFor } from '@playfair/contracts/registration';
import { FEATURE_NAMES, type FeatureName } from '@playfair/domain/feature-flags';
import { profileForCountry } from '@playfair/domain/jurisdictions';
import type { FormDescription } from './registration-entry';

/**
 * The form of a registration page when GET /{locale}/user/register sends the visitor to the very
 * page they are on (registration_static_v3, the SGCA page): the rules come from the same function
 * the server uses, on the jurisdiction profile and the features of the app configuration. The
 * server checks the posted form with its own rules all the same.
 */
export function pageFormDescription(
  config: Pick<TAppConfig, 'country' | 'locale' | 'features'>,
): FormDescription {
  const features = Object.fromEntries(
    FEATURE_NAMES.map((name) => [name, config.features[name] === true]),
  ) as Record<FeatureName, boolean>;
  return {
    isCountryBlocked: false,
    redirect: null,
    action: `/${config.locale}/user/register`,
    rules: registrationRulesFor({
      profile: profileForCountry(config.country),
      features,
      country: config.country,
      profileCodeFor: (iso) => profileForCountry(iso).code,
    }),
    sections: [],
  };
}
