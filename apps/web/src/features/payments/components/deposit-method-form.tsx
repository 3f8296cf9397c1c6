import {
  DEPOSIT_FIELDS,
  type TQuickDepositMethod,
  type TQuickDepositResponse,
} from '@playfair/contracts/payments';
import { QUICK_DEPOSIT_BANNER_MS } from '@playfair/domain/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { isRetryableError } from '../../../shared/http/api-error';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useDeposit } from '../api/post-deposit';
import { useTimedMessage } from '../hooks/use-timeout';
import { checkDepositAmount, typedAmountOf } from '../model/amount-check';
import { createAttemptKeys } from '../model/attempt-key';
import {
  type DepositField,
  type DepositValues,
  depositForm,
  missingFields,
} from '../model/deposit-fields';
import { methodKind } from '../model/method-paging';
import { formatMinor } from '../model/money';
import type { DepositOutcome } from '../model/payment-outcome';
import styles from './payments.module.css';

/** A deposit the server has taken: the widget follows it. */
export type StartedPayment = Extract<DepositOutcome, { kind: 'started' }>;

type DepositMethodFormProps = {
  method: TQuickDepositMethod;
  data: TQuickDepositResponse['data'];
  onStarted: (payment: StartedPayment) => void;
};

type TextFieldSpec = {
  labelKey:
    | 'deposit_cvc_label'
    | 'deposit_card_number_label'
    | 'deposit_expiry_month_label'
    | 'deposit_expiry_year_label'
    | 'deposit_holder_label';
  autoComplete: string;
  inputMode?: 'numeric' | 'text';
  maxLength: number;
  placeholder?: string;
};

// The card fields as the browser's autofill knows them (WHATWG autocomplete tokens).
const TEXT_FIELDS: Partial<Record<DepositField, TextFieldSpec>> = {
  card_number: {
    labelKey: 'deposit_card_number_label',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
  },
  expiry_month: {
    labelKey: 'deposit_expiry_month_label',
    autoComplete: 'cc-exp-month',
    inputMode: 'numeric',
    maxLength: 2,
    placeholder: 'MM',
  },
  expiry_year: {
    labelKey: 'deposit_expiry_year_label',
    autoComplete: 'cc-exp-year',
    inputMode: 'numeric',
    maxLength: 4,
    placeholder: 'YY',
  },
  cvc: {
    labelKey: 'deposit_cvc_label',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
  },
  holder: { labelKey: 'deposit_holder_label', autoComplete: 'cc-name', maxLength: 100 },
};

/**
 * One form of the quick deposit widget (spec 001 §2/§3): the amount with its presets and the
 * fields the method asks for. The amount is checked against the method's minimum and maximum
 * before anything is sent (spec 001 §5: refused, with the failure banner for 3.5 s); the server's
 * refusal shows its first message (spec 001 §8).
 */
export function DepositMethodForm({ method, data, onStarted }: DepositMethodFormProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const deposit = useDeposit({ locale, userId: userId ?? '' });
  const banner = useTimedMessage(QUICK_DEPOSIT_BANNER_MS);
  const [attemptKeys] = useState(() => createAttemptKeys());
  const [amount, setAmount] = useState('');
  const [values, setValues] = useState<DepositValues>({});
  const [missing, setMissing] = useState<readonly DepositField[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const presetsLabelId = useId();
  const { currency } = data;
  const isSavedCard = methodKind(method) === 'saved-card';

  function setValue(field: DepositField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (missing.includes(field)) setMissing((previous) => previous.filter((f) => f !== field));
  }

  function refuse(message: string) {
    banner.show(message);
    amountRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deposit.isPending) return;
    setServerError(null);
    const check = checkDepositAmount(amount, method.limit);
    switch (check.kind) {
      case 'invalid':
        refuse(t('payment_amount_invalid'));
        return;
      case 'below-min':
        refuse(t('deposit_below_min', { amount: formatMinor(check.limitMinor, currency) }));
        return;
      case 'above-max':
        refuse(t('deposit_above_max', { amount: formatMinor(check.limitMinor, currency) }));
        return;
      case 'ok':
        break;
    }
    banner.clear();
    const empty = missingFields(method.fields, values);
    setMissing(empty);
    if (empty.length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[name="${empty[0]}"]`)?.focus();
      return;
    }
    const form = depositForm(method.fields, amount, values);
    const key = attemptKeys.keyFor(JSON.stringify([method.id, form]));
    deposit.mutate(
      { methodId: method.id, fields: { ...form, [DEPOSIT_FIELDS.idempotencyKey]: key } },
      {
        onSuccess: (outcome) => {
          attemptKeys.settle();
          switch (outcome.kind) {
            case 'started':
              onStarted(outcome);
              return;
            case 'refused':
              setServerError(outcome.message === '' ? t('generic_error_msg') : outcome.message);
              return;
            case 'session-expired':
              modals.open('session-expired');
              return;
          }
        },
        onError: (error) => {
          // No answer, or the server failed: the same attempt (and key) may be sent again.
          if (!isRetryableError(error)) attemptKeys.settle();
          setServerError(errorText(error, t));
        },
      },
    );
  }

  const hint = `${t('deposit_limit_min', { amount: formatMinor(method.limit.min, currency) })} · ${t(
    'deposit_limit_max',
    { amount: formatMinor(method.limit.max, currency) },
  )}`;

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={deposit.isPending}
      onSubmit={handleSubmit}
    >
      {isSavedCard ? (
        <div className={styles.savedCard}>
          <span className={styles.muted}>
            {method.expiry === undefined ? null : t('deposit_card_expiry', { date: method.expiry })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              modals.open('card-removal', {
                params: { accountId: method.accountId ?? '', label: method.label },
              })
            }
          >
            {t('deposit_remove_card')}
          </Button>
        </div>
      ) : null}

      {/* spec 001 §5: the refusal of an amount shows for QUICK_DEPOSIT_BANNER_MS, then goes. */}
      {banner.message === null ? null : (
        <div className={styles.banner} role="alert">
          {banner.message}
        </div>
      )}
      {serverError === null ? null : <FormAlert>{serverError}</FormAlert>}

      <TextField
        label={t('deposit_amount_label', { currency })}
        name={DEPOSIT_FIELDS.amount}
        inputMode="decimal"
        autoComplete="transaction-amount"
        required
        hint={hint}
        value={amount}
        inputRef={amountRef}
        onChange={(event) => setAmount(event.target.value)}
      />
      {data.presets.length === 0 ? null : (
        <div className={styles.presets} role="group" aria-labelledby={presetsLabelId}>
          <span id={presetsLabelId} className={styles.presetsLabel}>
            {t('deposit_presets_label')}
          </span>
          {data.presets.map((preset) => {
            const typed = typedAmountOf(preset);
            return (
              <button
                key={preset}
                type="button"
                className={styles.preset}
                aria-pressed={amount.trim() === typed}
                onClick={() => setAmount(typed)}
              >
                {formatMinor(preset, currency)}
              </button>
            );
          })}
        </div>
      )}

      <div className={styles.fields}>
        {method.fields.map((field) => {
          const error = missing.includes(field) ? t('validation_required') : null;
          if (field === DEPOSIT_FIELDS.saveCard) {
            return (
              <label key={field} className={styles.checkbox}>
                <input
                  type="checkbox"
                  name={field}
                  checked={(values[field] ?? '') !== ''}
                  onChange={(event) => setValue(field, event.target.checked ? '1' : '')}
                />
                <span>{t('deposit_save_card_label')}</span>
              </label>
            );
          }
          if (field === DEPOSIT_FIELDS.bank) {
            return (
              <SelectField
                key={field}
                className={styles.wide}
                label={t('deposit_bank_label')}
                name={field}
                required
                error={error}
                value={values[field] ?? ''}
                onChange={(event) => setValue(field, event.target.value)}
                options={[
                  { value: '', label: t('deposit_bank_choose') },
                  ...data.banks.map((bank) => ({ value: bank.id, label: bank.name })),
                ]}
              />
            );
          }
          const spec = TEXT_FIELDS[field];
          if (spec === undefined) return null;
          const isWide = field === DEPOSIT_FIELDS.cardNumber || field === DEPOSIT_FIELDS.holder;
          return (
            <TextField
              key={field}
              className={isWide ? styles.wide : undefined}
              label={t(spec.labelKey)}
              name={field}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              maxLength={spec.maxLength}
              placeholder={spec.placeholder}
              required
              error={error}
              value={values[field] ?? ''}
              onChange={(event) => setValue(field, event.target.value)}
            />
          );
        })}
      </div>

      <Button type="submit" size="lg" disabled={deposit.isPending}>
        {deposit.isPending ? <Spinner /> : null}
        {t('deposit_submit')}
      </Button>
    </form>
  );
}
