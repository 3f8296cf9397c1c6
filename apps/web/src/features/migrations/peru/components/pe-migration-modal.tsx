import { PE_MIGRATION_FIELDS as F, peMigrationErrorKey } from '@playfair/contracts/pe-migration';
import {
  departmentOfDistrict,
  REGISTRATION_CALLING_CODES,
  REGISTRATION_COUNTRIES,
} from '@playfair/domain/registration-countries';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../../shared/config/app-config-context';
import { useModals } from '../../../../shared/modal/modal-context';
import { ModalDialog } from '../../../../shared/modal/modal-dialog';
import { loadPage } from '../../../../shared/navigation/page-load';
import { Button } from '../../../../shared/ui/button';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { UserIcon } from '../../../../shared/ui/icons';
import { SelectField } from '../../../../shared/ui/select-field';
import { Spinner } from '../../../../shared/ui/spinner';
import { TextField } from '../../../../shared/ui/text-field';
import { ConsentBox } from '../../lugas/components/consent-box';
import styles from '../../lugas/components/migration-form.module.css';
import { useExpiringMessage } from '../../lugas/model/expiring-message';
import {
  PERU_SUBDIVISION_ROOT,
  useSubdivisions,
} from '../../../../shared/subdivisions/get-subdivisions';
import { useSubmitPeMigration } from '../api/submit-pe-migration';
import { useValidatePeMobile } from '../api/validate-pe-mobile';
import {
  INITIAL_PE_VALUES,
  PE_FIELD_NAMES,
  PE_FIELDS,
  peFieldProblems,
  peFormFields,
  type PeField,
  type PeFormValues,
} from '../model/pe-form';
import { PE_MIGRATION_NAMESPACE, type PeMigrationTextKey } from '../text-keys';

function optionsOf(names: Readonly<Record<string, string>> | undefined, languageTag: string) {
  return Object.entries(names ?? {})
    .map(([label, value]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, languageTag));
}

/**
 * The Peruvian migration modal (spec 001 §2 / §3): mobile and prefix, identity document (a CE
 * holder names their nationality, everyone else is Peruvian), district leading to department, and
 * the marketing consent. Submit is enabled only when every field is valid (spec 001 §4); the
 * mobile is checked on the server first (spec 001 §5). It cannot be dismissed while it waits.
 */
export function PeMigrationModal() {
  const { t } = useTranslation(PE_MIGRATION_NAMESPACE);
  const { locale, languageTag } = useAppConfig();
  const modals = useModals();
  const [values, setValues] = useState<PeFormValues>(INITIAL_PE_VALUES);
  const [touched, setTouched] = useState<ReadonlySet<PeField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Readonly<Partial<Record<PeField, string>>>>({});
  // spec 001 §9: migration error messages disappear after 15 s.
  const [message, showMessage] = useExpiringMessage<string>();
  const checkMobile = useValidatePeMobile({ locale });
  const submit = useSubmitPeMigration({ locale });
  const districts = useSubdivisions('district', PERU_SUBDIVISION_ROOT);
  const departments = useSubdivisions('department', values.district);
  const problems = peFieldProblems(values);
  const isBusy = checkMobile.isPending || submit.isPending;
  const canSubmit = PE_FIELDS.every((field) => problems[field] === undefined) && !isBusy;
  const nationalities = useMemo(() => {
    const names = new Intl.DisplayNames([languageTag], { type: 'region' });
    return REGISTRATION_COUNTRIES.map((country) => ({
      value: country.iso,
      label: names.of(country.iso) ?? country.name,
    })).sort((a, b) => a.label.localeCompare(b.label, languageTag));
  }, [languageTag]);
  const choose = { value: '', label: t('pe_migration_choose') };

  function change(patch: Partial<PeFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as PeField];
      return next;
    });
  }

  function touch(field: PeField) {
    setTouched((current) => new Set(current).add(field));
  }

  /** spec 001 §5: browser-validated, with success/error highlighting once the field was left. */
  function stateOf(field: PeField): { error: string | null; className: string | undefined } {
    const server = serverErrors[field];
    if (server !== undefined) return { error: server, className: undefined };
    if (!touched.has(field)) return { error: null, className: undefined };
    const problem = problems[field];
    return problem === undefined
      ? { error: null, className: styles.valid }
      : { error: t(problem), className: undefined };
  }

  function handleAnswerErrors(errors: readonly { field?: string; msg: string }[]) {
    const byField: Partial<Record<PeField, string>> = {};
    for (const { field, msg } of errors) {
      const key = PE_FIELDS.find((candidate) => PE_FIELD_NAMES[candidate] === field);
      if (key !== undefined) byField[key] = msg;
    }
    setServerErrors(byField);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const fields = peFormFields(values);
    showMessage(null);
    checkMobile.mutate(
      { prefix: fields[F.mobilePrefix] ?? '', mobile: fields[F.mobile] ?? '' },
      {
        onSuccess: (checked) => {
          if (checked.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          if (!checked.answer.success) {
            // spec 001 §5: inkabet.migration.{error}, translated.
            showMessage(
              t(
                peMigrationErrorKey(checked.answer.error ?? 'invalid_mobile') as PeMigrationTextKey,
              ),
            );
            return;
          }
          submit.mutate(fields, {
            onSuccess: (outcome) => {
              if (outcome.kind === 'session-expired') {
                modals.open('session-expired');
                return;
              }
              const { answer } = outcome;
              const redirect = answer.redirectUrl ?? answer.redirect;
              if (answer.success && redirect !== undefined) {
                loadPage(redirect);
                return;
              }
              handleAnswerErrors(answer.errors ?? []);
              showMessage(answer.error ?? t('pe_migration_error_generic'));
            },
            onError: () => showMessage(t('pe_migration_error_generic')),
          });
        },
        onError: () => showMessage(t('pe_migration_error_generic')),
      },
    );
  }

  const mobile = stateOf('mobile');
  const documentType = stateOf('documentType');
  const documentNumber = stateOf('documentNumber');
  const nationality = stateOf('nationality');
  const district = stateOf('district');
  const department = stateOf('department');

  return (
    <ModalDialog title={t('pe_migration_title')} size="md" icon={<UserIcon />}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.intro}>{t('pe_migration_intro')}</p>
        <div className={styles.pair}>
          <SelectField
            name={F.mobilePrefix}
            label={t('pe_migration_prefix_label')}
            value={values.prefix}
            options={REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code }))}
            onChange={(event) => change({ prefix: event.target.value })}
          />
          <TextField
            name={F.mobile}
            label={t('pe_migration_mobile_label')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.mobile}
            onChange={(event) => change({ mobile: event.target.value })}
            onBlur={() => touch('mobile')}
            error={mobile.error}
            className={mobile.className}
            required
            data-autofocus
          />
        </div>
        <div className={styles.columns}>
          <SelectField
            name={F.documentType}
            label={t('pe_migration_document_type_label')}
            value={values.documentType}
            options={[
              choose,
              { value: 'DNI', label: t('pe_migration_document_dni') },
              { value: 'CE', label: t('pe_migration_document_ce') },
            ]}
            onChange={(event) => {
              const type = event.target.value;
              // spec 001 §3: CE shows the nationality; otherwise it is forced to PE.
              change({ documentType: type, nationality: type === 'CE' ? '' : 'PE' });
              touch('documentType');
            }}
            error={documentType.error}
            className={documentType.className}
            required
          />
          <TextField
            name={F.documentNumber}
            label={t('pe_migration_document_number_label')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            value={values.documentNumber}
            onChange={(event) => change({ documentNumber: event.target.value.replace(/\D/g, '') })}
            onBlur={() => touch('documentNumber')}
            error={documentNumber.error}
            className={documentNumber.className}
            required
          />
        </div>
        {values.documentType === 'CE' ? (
          <SelectField
            name={F.nationality}
            label={t('pe_migration_nationality_label')}
            value={values.nationality}
            options={[choose, ...nationalities]}
            onChange={(event) => {
              change({ nationality: event.target.value });
              touch('nationality');
            }}
            error={nationality.error}
            className={nationality.className}
            required
          />
        ) : null}
        <div className={styles.columns}>
          <SelectField
            name={F.district}
            label={t('pe_migration_district_label')}
            value={values.district}
            options={[choose, ...optionsOf(districts.data, languageTag)]}
            disabled={districts.data === undefined}
            onChange={(event) => {
              const chosen = event.target.value;
              // spec 001 §4: the district leads to its department.
              change({ district: chosen, department: departmentOfDistrict(chosen) ?? '' });
              touch('district');
              touch('department');
            }}
            error={district.error}
            className={district.className}
            required
          />
          <SelectField
            name={F.department}
            label={t('pe_migration_department_label')}
            value={values.department}
            options={[choose, ...optionsOf(departments.data, languageTag)]}
            disabled={values.district === '' || departments.data === undefined}
            onChange={(event) => {
              change({ department: event.target.value });
              touch('department');
            }}
            error={department.error}
            className={department.className}
            required
          />
        </div>
        <div className={styles.consents}>
          <ConsentBox
            isChecked={values.isMarketingConsented}
            onChange={(isChecked) => change({ isMarketingConsented: isChecked })}
            isRequired={false}
          >
            {t('pe_migration_marketing_consent')}
          </ConsentBox>
          <input
            type="hidden"
            name={F.marketingConsented}
            value={values.isMarketingConsented ? '1' : '0'}
          />
        </div>
        {message === null ? null : <FormAlert>{message}</FormAlert>}
        <Button type="submit" size="lg" className={styles.submit} disabled={!canSubmit}>
          {isBusy ? <Spinner /> : null}
          {t('pe_migration_submit')}
        </Button>
      </form>
    </ModalDialog>
  );
}
