import {
  LUGAS_MIGRATION_FIELDS as F,
  MAIDEN_NAME_MAX_LENGTH,
  PLACE_OF_BIRTH_MAX_LENGTH,
  type TLugasUserDataResponse,
} from '@playfair/contracts/lugas-migration';
import { formatMoney } from '@playfair/domain/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../../shared/config/app-config-context';
import { useModals } from '../../../../shared/modal/modal-context';
import { ModalDialog } from '../../../../shared/modal/modal-dialog';
import { loadPage } from '../../../../shared/navigation/page-load';
import { useSession } from '../../../../shared/session/session-context';
import { Button } from '../../../../shared/ui/button';
import { ErrorState } from '../../../../shared/ui/error-state';
import { FormAlert } from '../../../../shared/ui/form-alert';
import { ShieldIcon } from '../../../../shared/ui/icons';
import { Spinner } from '../../../../shared/ui/spinner';
import { TextField } from '../../../../shared/ui/text-field';
import { useLugasUserData } from '../api/get-lugas-user-data';
import { usePerformLugasMigration } from '../api/perform-lugas-migration';
import { useExpiringMessage } from '../model/expiring-message';
import { lugasAnswerView } from '../model/lugas-answer';
import { LUGAS_MIGRATION_NAMESPACE, type LugasMigrationTextKey } from '../text-keys';
import { ConsentBox } from './consent-box';
import styles from './migration-form.module.css';

/**
 * The German migration modal (spec 001 §2, from /{locale}/user/migrate-lugas): the player's
 * monthly deposit limit for LUGAS, their place of birth and birth name, and the two consents. It
 * opens on every page while the migration waits and cannot be dismissed (no real play before it).
 */
export function LugasMigrationModal() {
  const { t } = useTranslation(LUGAS_MIGRATION_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const data = useLugasUserData({ locale, userId });

  return (
    <ModalDialog title={t('lugas_migration_title')} size="md" icon={<ShieldIcon />}>
      {data.isPending ? (
        <p className={styles.loading} role="status">
          <Spinner />
          {t('lugas_migration_loading')}
        </p>
      ) : data.isError ? (
        <ErrorState onRetry={() => void data.refetch()} />
      ) : (
        <LugasMigrationForm start={data.data} />
      )}
    </ModalDialog>
  );
}

function LugasMigrationForm({ start }: { start: TLugasUserDataResponse['data'] }) {
  const { t } = useTranslation(LUGAS_MIGRATION_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const perform = usePerformLugasMigration({ locale, userId });
  const [isTermsTicked, setIsTermsTicked] = useState(false);
  const [isPrivacyTicked, setIsPrivacyTicked] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [messageKey, showMessage] = useExpiringMessage<LugasMigrationTextKey>();
  // spec 001 §4: submit only with both consents ticked.
  const canSubmit = isTermsTicked && isPrivacyTicked && !perform.isPending;
  const errorOf = (field: string) => fieldErrors[field] ?? null;
  const text = (key: LugasMigrationTextKey) => t(key);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, String(value)]),
    );
    showMessage(null);
    perform.mutate(fields, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') {
          modals.open('session-expired');
          return;
        }
        const view = lugasAnswerView(outcome.answer, text);
        if (view.kind === 'done') {
          loadPage(view.redirect);
          return;
        }
        setFieldErrors(view.fieldErrors);
        showMessage(view.messageKey);
      },
      // spec 001 §8: a network or parse failure is the generic registration error.
      onError: () => showMessage('lugas_migration_error_generic'),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <p className={styles.intro}>{t('lugas_migration_intro')}</p>
      <TextField
        name={F.monthlyLimit}
        label={t('lugas_migration_limit_label')}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={start.monthLimit === null ? '' : String(start.monthLimit)}
        hint={t('lugas_migration_limit_hint', {
          amount: formatMoney(start.maxMonthLimit * 100, 'EUR', { fractionDigits: 0 }),
        })}
        error={errorOf(F.monthlyLimit)}
        required
        data-autofocus
      />
      <div className={styles.columns}>
        <TextField
          name={F.placeOfBirth}
          label={t('lugas_migration_place_label')}
          autoComplete="off"
          maxLength={PLACE_OF_BIRTH_MAX_LENGTH}
          defaultValue={start.placeOfBirth}
          error={errorOf(F.placeOfBirth)}
          required
        />
        <TextField
          name={F.maidenName}
          label={t('lugas_migration_maiden_name_label')}
          autoComplete="off"
          maxLength={MAIDEN_NAME_MAX_LENGTH}
          defaultValue={start.maidenName}
          error={errorOf(F.maidenName)}
        />
      </div>
      <div className={styles.consents}>
        <ConsentBox
          name={F.termsConsented}
          isChecked={isTermsTicked}
          onChange={setIsTermsTicked}
          error={errorOf(F.termsConsented)}
        >
          {t('lugas_migration_terms_consent')}
        </ConsentBox>
        <ConsentBox
          name={F.privacyConsented}
          isChecked={isPrivacyTicked}
          onChange={setIsPrivacyTicked}
          error={errorOf(F.privacyConsented)}
        >
          {t('lugas_migration_privacy_consent')}
        </ConsentBox>
      </div>
      {messageKey === null ? null : <FormAlert>{t(messageKey)}</FormAlert>}
      <Button type="submit" size="lg" className={styles.submit} disabled={!canSubmit}>
        {perform.isPending ? <Spinner /> : null}
        {t('lugas_migration_submit')}
      </Button>
    </form>
  );
}
