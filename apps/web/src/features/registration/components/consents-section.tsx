import {
  REGISTRATION_FIELDS as F,
  type TRegistrationRules,
} from '@playfair/contracts/registration';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { TextField } from '../../../shared/ui/text-field';
import type { RegistrationFlow } from '../hooks/use-registration-flow';
import { FLAG_ON, flagOf } from '../model/registration-values';
import { CheckboxField } from './checkbox-field';

/** The marketing box sets both marketing flags (spec 001 §3: hidden consented flags 1/0). */
const MARKETING_FLAGS = [F.marketingConsent, F.groupMarketingConsent] as const;

/** Section 3 (spec 001 §3): consents and, where the jurisdiction asks, the deposit limit. */
export function ConsentsSection({
  flow,
  rules,
  isDescribed,
}: {
  flow: RegistrationFlow;
  rules: TRegistrationRules;
  isDescribed: (name: string) => boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useAppConfig();
  const marketing = flow.field(F.marketingConsent);
  const terms = flow.field(F.termsConsented);
  const privacy = flow.field(F.privacyConsented);
  const limit = flow.field(F.depositLimit);
  const isLimitRequired = rules.requiredFields.includes('depositLimit');

  return (
    <>
      {isLimitRequired || isDescribed(F.depositLimit) ? (
        <TextField
          label={
            isLimitRequired
              ? t('registration_deposit_limit_label')
              : t('registration_optional', { label: t('registration_deposit_limit_label') })
          }
          name={limit.name}
          inputMode="numeric"
          autoComplete="off"
          required={isLimitRequired}
          value={limit.value}
          onChange={(event) => limit.onChange(event.target.value)}
          onBlur={limit.onBlur}
          error={limit.error}
          hint={t('registration_deposit_limit_hint', { currency })}
        />
      ) : null}
      <CheckboxField
        flagNames={[F.termsConsented]}
        isChecked={terms.value === FLAG_ON}
        onChange={(isChecked) => flow.handleChanges({ [F.termsConsented]: flagOf(isChecked) })}
        error={terms.error}
        isRequired
      >
        {t('registration_terms_consent')}
      </CheckboxField>
      <CheckboxField
        flagNames={[F.privacyConsented]}
        isChecked={privacy.value === FLAG_ON}
        onChange={(isChecked) => flow.handleChanges({ [F.privacyConsented]: flagOf(isChecked) })}
        error={privacy.error}
        isRequired
      >
        {t('registration_privacy_consent')}
      </CheckboxField>
      <CheckboxField
        flagNames={MARKETING_FLAGS}
        isChecked={marketing.value === FLAG_ON}
        onChange={(isChecked) =>
          flow.handleChanges(
            Object.fromEntries(MARKETING_FLAGS.map((name) => [name, flagOf(isChecked)])),
          )
        }
        error={marketing.error}
      >
        {t('registration_marketing_consent')}
      </CheckboxField>
    </>
  );
}
