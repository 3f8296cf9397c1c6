import {
  REGISTRATION_FIELDS as F,
  type TRegistrationRules,
} from '@playfair/contracts/registration';
import { IDENTITY_DOCUMENT_DIGITS } from '@playfair/domain/constants';
import type { ExtraRegistrationField } from '@playfair/domain/jurisdictions';
import {
  GERMANY_COUNTRY_ID,
  registrationCountryById,
} from '@playfair/domain/registration-countries';
import { IDENTITY_DOCUMENT_TYPES } from '@playfair/domain/validation';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { TextField } from '../../../shared/ui/text-field';
import { useGermanCities, useGermanStates } from '../api/get-german-data';
import type { RegistrationFlow } from '../hooks/use-registration-flow';
import { CityCombobox } from './city-combobox';
import { DateOfBirthField } from './date-of-birth-field';
import { PeruSubdivisionFields } from './peru-subdivision-fields';
import styles from './registration-form.module.css';
import { SelectField } from './select-field';

type PersonalSectionProps = {
  flow: RegistrationFlow;
  rules: TRegistrationRules;
  /** Whether the server's form description lists a field (spec 001 §3 fields per market). */
  isDescribed: (name: string) => boolean;
};

function regionName(languageTag: string, iso: string, fallback: string): string {
  try {
    return new Intl.DisplayNames([languageTag], { type: 'region' }).of(iso) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Section 2 (spec 001 §3, §4): date of birth and the age check, gender, country and postal code;
 * Germany's state and city; Peru's identity document and district (MINCETUR).
 */
export function PersonalSection({ flow, rules, isDescribed }: PersonalSectionProps) {
  const { t } = useTranslation();
  const { languageTag } = useAppConfig();
  const isAsked = (name: string, extra: ExtraRegistrationField) =>
    rules.requiredFields.includes(extra) || isDescribed(name);
  const isRequired = (extra: ExtraRegistrationField) => rules.requiredFields.includes(extra);

  const sex = flow.field(F.sex);
  const country = flow.field(F.country);
  const postalCode = flow.field(F.postalCode);
  const state = flow.field(F.state);
  const city = flow.field(F.city);
  const documentType = flow.field(F.identityDocumentType);
  const documentNumber = flow.field(F.identityDocumentNumber);

  const isGermany = Number(country.value) === GERMANY_COUNTRY_ID;
  const isStateAsked = isAsked(F.state, 'state');
  const isCityAsked = isAsked(F.city, 'city');
  const states = useGermanStates(isStateAsked);
  const cities = useGermanCities(isCityAsked && isGermany);
  const placeholder = t('registration_select_placeholder');

  const countryOptions = rules.allowedCountryIds.flatMap((id) => {
    const known = registrationCountryById(id);
    return known === undefined
      ? []
      : [{ value: String(id), label: regionName(languageTag, known.iso, known.name) }];
  });
  const documentDigits =
    documentType.value === 'DNI' || documentType.value === 'CE'
      ? IDENTITY_DOCUMENT_DIGITS[documentType.value]
      : null;

  return (
    <>
      <DateOfBirthField flow={flow} minimumAge={rules.minimumAge} />
      <div className={styles.pair}>
        {isDescribed(F.sex) ? (
          <SelectField
            label={t('registration_optional', { label: t('registration_sex_label') })}
            name={sex.name}
            value={sex.value}
            onChange={sex.onChange}
            onBlur={sex.onBlur}
            error={sex.error}
            placeholder={placeholder}
            options={[
              { value: 'F', label: t('registration_sex_female') },
              { value: 'M', label: t('registration_sex_male') },
            ]}
            autoComplete="sex"
          />
        ) : null}
        <SelectField
          label={t('registration_country_label')}
          name={country.name}
          value={country.value}
          onChange={country.onChange}
          onBlur={country.onBlur}
          error={country.error}
          placeholder={placeholder}
          options={countryOptions}
          autoComplete="country"
          isRequired
        />
      </div>
      <div className={styles.pair}>
        <TextField
          label={t('registration_postal_code_label')}
          name={postalCode.name}
          autoComplete="postal-code"
          required
          value={postalCode.value}
          onChange={(event) => postalCode.onChange(event.target.value)}
          onBlur={postalCode.onBlur}
          error={postalCode.error}
          hint={flow.isPostalChecking ? t('registration_postal_code_checking') : undefined}
        />
        {isStateAsked ? (
          <SelectField
            label={t('registration_state_label')}
            name={state.name}
            value={state.value}
            onChange={state.onChange}
            onBlur={state.onBlur}
            error={state.error}
            placeholder={placeholder}
            options={(states.data ?? []).map(({ code, name }) => ({ value: code, label: name }))}
            isDisabled={states.data === undefined}
            autoComplete="address-level1"
            isRequired={isRequired('state')}
          />
        ) : null}
      </div>
      {isCityAsked && isGermany ? (
        <CityCombobox
          label={t('registration_city_label')}
          listLabel={t('registration_city_suggestions')}
          name={city.name}
          value={city.value}
          onChange={city.onChange}
          onBlur={city.onBlur}
          error={city.error}
          cities={cities.data ?? []}
          state={state.value}
          isRequired={isRequired('city')}
        />
      ) : null}
      {isCityAsked && !isGermany ? (
        <TextField
          label={
            isRequired('city')
              ? t('registration_city_label')
              : t('registration_optional', { label: t('registration_city_label') })
          }
          name={city.name}
          autoComplete="address-level2"
          required={isRequired('city')}
          value={city.value}
          onChange={(event) => city.onChange(event.target.value)}
          onBlur={city.onBlur}
          error={city.error}
        />
      ) : null}
      {isAsked(F.identityDocumentType, 'identityDocumentType') ? (
        <div className={styles.pair}>
          <SelectField
            label={t('registration_document_type_label')}
            name={documentType.name}
            value={documentType.value}
            onChange={documentType.onChange}
            onBlur={documentType.onBlur}
            error={documentType.error}
            placeholder={placeholder}
            options={IDENTITY_DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: t(
                type === 'DNI' ? 'registration_document_type_dni' : 'registration_document_type_ce',
              ),
            }))}
            isRequired
          />
          <TextField
            label={t('registration_document_number_label')}
            name={documentNumber.name}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={documentDigits ?? undefined}
            value={documentNumber.value}
            onChange={(event) => documentNumber.onChange(event.target.value)}
            onBlur={documentNumber.onBlur}
            error={documentNumber.error}
            hint={
              documentDigits === null
                ? undefined
                : t('registration_document_number_hint', { digits: documentDigits })
            }
          />
        </div>
      ) : null}
      {isAsked(F.district, 'district') ? <PeruSubdivisionFields flow={flow} /> : null}
    </>
  );
}
