import {
  DEPOSIT_FIELDS,
  depositFormSchema,
  type TQuickDepositMethod,
  type TQuickDepositResponse,
} from '@playfair/contracts/payments';
import { QUICK_DEPOSIT_BANNER_MS } from '@playfair/domain/constants';
import { useId, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { SERVER_ERROR_TYPE } from '../../../shared/forms/use-form-feedback';
import { isRetryableError } from '../../../shared/http/api-error';
import { errorText } from '../../../shared/http/error-text';
import type { TextKey } from '../../../shared/i18n/text-key';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useDeposit } from '../api/post-deposit';
import { useTimedMessage } from '../hooks/use-timeout';
import { createAttemptKeys } from '../model/attempt-key';
import { type DepositField, depositForm } from '../model/deposit-fields';
import { methodKind } from '../model/method-paging';
import { formatMinor, typedAmountOf } from '../model/money';
import type { DepositOutcome } from '../model/payment-outcome';
import { PAYMENT_ISSUE_KEYS } from '../text-keys';
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

/** The amount and every field of the method, as typed (the checkbox as "1" or ""). */
type DepositFormValues = { amount: string } & Partial<Record<DepositField, string>>;

/**
 * One form of the quick deposit widget (spec 001 §2/§3): the amount with its presets and the
 * fields the method asks for, checked by the contract's `depositFormSchema`. An amount outside the
 * method's minimum and maximum is refused before anything is sent (spec 001 §5: the failure banner
 * for 3.5 s, the focus back on the amount); a field left empty says so until it changes, and takes
 * the focus. The server's refusal shows its first message (spec 001 §8).
 */
export function DepositMethodForm({ method, data, onStarted }: DepositMethodFormProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const deposit = useDeposit({ locale, userId: userId ?? '' });
  const banner = useTimedMessage(QUICK_DEPOSIT_BANNER_MS);
  const [attemptKeys] = useState(() => createAttemptKeys());
  const [resolver] = useState(() =>
    contractResolver<DepositFormValues>(depositFormSchema(method), { keys: PAYMENT_ISSUE_KEYS }),
  );
  const form = useForm<DepositFormValues>({
    defaultValues: {
      amount: '',
      ...Object.fromEntries(method.fields.map((field) => [field, ''])),
    },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const saveCard = useWatch({ control: form.control, name: DEPOSIT_FIELDS.saveCard });
  const amountRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const presetsLabelId = useId();
  const { currency } = data;
  const isSavedCard = methodKind(method) === 'saved-card';

  function refuse(message: string) {
    banner.show(message);
    amountRef.current?.focus();
  }

  function amountText(key: TextKey): string {
    if (key === 'deposit_below_min') {
      return t(key, { amount: formatMinor(method.limit.min, currency) });
    }
    if (key === 'deposit_above_max') {
      return t(key, { amount: formatMinor(method.limit.max, currency) });
    }
    return t(key);
  }

  function handleInvalid(fieldErrors: FieldErrors<DepositFormValues>) {
    const amountKey = fieldErrors.amount?.message as TextKey | undefined;
    if (amountKey !== undefined) {
      refuse(amountText(amountKey));
      return;
    }
    banner.clear();
    const empty = method.fields.find((field) => fieldErrors[field] !== undefined);
    if (empty !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`[name="${empty}"]`)?.focus();
    }
  }

  function handleValid(values: DepositFormValues) {
    if (deposit.isPending) return;
    banner.clear();
    const fields = depositForm(method.fields, values.amount, values);
    const key = attemptKeys.keyFor(JSON.stringify([method.id, fields]));
    deposit.mutate(
      { methodId: method.id, fields: { ...fields, [DEPOSIT_FIELDS.idempotencyKey]: key } },
      {
        onSuccess: (outcome) => {
          attemptKeys.settle();
          switch (outcome.kind) {
            case 'started':
              onStarted(outcome);
              return;
            case 'refused':
              showServerError(outcome.message === '' ? t('generic_error_msg') : outcome.message);
              return;
            case 'session-expired':
              modals.open('session-expired');
              return;
          }
        },
        onError: (error) => {
          // No answer, or the server failed: the same attempt (and key) may be sent again.
          if (!isRetryableError(error)) attemptKeys.settle();
          showServerError(errorText(error, t));
        },
      },
    );
  }

  function showServerError(message: string) {
    form.setError('root.server', { type: SERVER_ERROR_TYPE, message });
  }

  /** A field's problem goes as soon as the player changes it (it is judged again when sent). */
  const register = (name: DepositField | 'amount') =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const fieldError = (field: DepositField) => {
    const key = errors[field]?.message as TextKey | undefined;
    return key === undefined ? null : t(key);
  };
  const { ref: registerAmount, ...amountField } = register('amount');
  const serverError = errors.root?.server?.message ?? null;

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
      // Made when the form is sent: the handlers reach the fields then, not while rendering.
      onSubmit={(event) => void form.handleSubmit(handleValid, handleInvalid)(event)}
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
        inputMode="decimal"
        autoComplete="transaction-amount"
        required
        hint={hint}
        {...amountField}
        inputRef={(element) => {
          registerAmount(element);
          amountRef.current = element;
        }}
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
                onClick={() => form.setValue('amount', typed)}
              >
                {formatMinor(preset, currency)}
              </button>
            );
          })}
        </div>
      )}

      <div className={styles.fields}>
        {method.fields.map((field) => {
          if (field === DEPOSIT_FIELDS.saveCard) {
            return (
              <label key={field} className={styles.checkbox}>
                <input
                  type="checkbox"
                  name={field}
                  checked={(saveCard ?? '') !== ''}
                  onChange={(event) => form.setValue(field, event.target.checked ? '1' : '')}
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
                required
                {...register(field)}
                error={fieldError(field)}
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
          const { ref, ...props } = register(field);
          return (
            <TextField
              key={field}
              className={isWide ? styles.wide : undefined}
              label={t(spec.labelKey)}
              autoComplete={spec.autoComplete}
              inputMode={spec.inputMode}
              maxLength={spec.maxLength}
              placeholder={spec.placeholder}
              required
              {...props}
              inputRef={ref}
              error={fieldError(field)}
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
