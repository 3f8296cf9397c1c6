import {
  BANK_TRANSFER_METHOD_ID,
  type TQuickDepositResponse,
  type TWithdrawalForm,
  withdrawalFormSchema,
} from '@playfair/contracts/payments';
import type { TWalletResponse } from '@playfair/contracts/wallet';
import { type FormEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { InfoIcon } from '../../../shared/ui/icons';
import { Notice } from '../../../shared/ui/notice';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useRequestWithdrawal } from '../api/post-withdrawal';
import { createAttemptKeys } from '../model/attempt-key';
import type { ForfeitableBonus } from '../model/bonus-forfeit';
import { payoutMethods } from '../model/withdrawal-form';
import { PAYMENT_ISSUE_KEYS, PAYMENT_NOTICES_NAMESPACE } from '../text-keys';
import styles from './payments.module.css';

type WithdrawFormProps = {
  quickDeposit: TQuickDepositResponse;
  wallet: TWalletResponse | undefined;
  /** A running bonus the withdrawal would forfeit (spec 000 §1), or null. */
  forfeit: ForfeitableBonus | null;
  /** The request was accepted: the form starts again clean, the text says what happens next. */
  onRequested: (message: string) => void;
};

type Values = Required<TWithdrawalForm>;

/**
 * A withdrawal request (POST /user/withdrawals): the amount, where it goes (a saved card or a
 * bank transfer) and, for a transfer, the bank. Sent with one idempotency key per attempt. A
 * problem shows when the form is sent, and goes when its field changes. While a bonus runs the
 * player confirms giving it up first (spec 000 §1 bonus forfeit warning), and the form says so.
 */
export function WithdrawForm({ quickDeposit, wallet, forfeit, onRequested }: WithdrawFormProps) {
  const { t } = useTranslation();
  const notices = useTranslation(PAYMENT_NOTICES_NAMESPACE, { useSuspense: false });
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const request = useRequestWithdrawal({ locale, userId: userId ?? '' });
  const [attemptKeys] = useState(() => createAttemptKeys());
  const methods = payoutMethods(quickDeposit, t('payment_method_bank_transfer'));
  const form = useForm<Values>({
    defaultValues: { amount: '', method: methods[0]!.value, bank: '' },
    // The balance as it is when the form is sent (the wallet query may have moved on).
    resolver: contractResolver<Values>(
      withdrawalFormSchema({ balanceMinor: wallet?.balanceMinor }),
      {
        keys: PAYMENT_ISSUE_KEYS,
      },
    ),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const method = useWatch({ control: form.control, name: 'method' });
  const [isForfeitConfirmed, setIsForfeitConfirmed] = useState(false);
  const [isForfeitMissing, setIsForfeitMissing] = useState(false);
  const mustConfirmForfeit = forfeit !== null;
  const currency = wallet?.currency ?? quickDeposit.data.currency;
  const isBankTransfer = method === BANK_TRANSFER_METHOD_ID;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // The fields and the confirmation are judged together, so every problem shows at once.
    const isMissing = mustConfirmForfeit && !isForfeitConfirmed;
    setIsForfeitMissing(isMissing);
    void form.handleSubmit((values) => {
      if (!isMissing) handleValid(values);
    })(event);
  }

  function handleValid(values: Values) {
    if (request.isPending) return;
    const fields = {
      amount: values.amount.trim(),
      method: values.method,
      ...(values.method === BANK_TRANSFER_METHOD_ID ? { bank: values.bank } : {}),
      // Sent only while a bonus runs: the server then forfeits it before paying out.
      ...(mustConfirmForfeit ? { confirm_bonus_forfeit: '1' as const } : {}),
    };
    const key = attemptKeys.keyFor(JSON.stringify(fields));
    request.mutate(
      { ...fields, idempotency_key: key },
      {
        onSuccess: (outcome) => {
          attemptKeys.settle();
          if (outcome.kind === 'session-expired') {
            modals.open('session-expired');
            return;
          }
          onRequested(t('withdraw_requested', { amount: outcome.withdrawal.formatted }));
        },
        onError: (error) => {
          if (!isRetryableError(error)) attemptKeys.settle();
          form.setError('root.server', { type: SERVER_ERROR_TYPE, message: errorText(error, t) });
        },
      },
    );
  }

  function fieldError(name: 'amount' | 'bank'): string | null {
    const key = errors[name]?.message as TextKey | undefined;
    if (key === undefined) return null;
    return key === 'withdraw_above_balance' ? t(key, { amount: wallet?.formatted ?? '' }) : t(key);
  }

  /** A field's problem goes as soon as the player changes it (it is judged again when sent). */
  const register = (name: 'amount' | 'bank') =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const { ref: amountRef, ...amount } = register('amount');

  return (
    <form
      className={`${styles.form} ${styles.withdrawForm}`}
      noValidate
      aria-busy={request.isPending}
      onSubmit={handleSubmit}
    >
      {errors.root?.server?.message === undefined ? null : (
        <FormAlert>{errors.root.server.message}</FormAlert>
      )}
      <p className={styles.muted}>{t('rewards_withdraw_note')}</p>
      {/* spec 000 §1 withdrawal warning: where the money goes and what may be asked first. */}
      {notices.ready ? (
        <p className={styles.fundsNote}>
          <InfoIcon className={styles.fundsIcon} aria-hidden="true" />
          <span>{notices.t('withdrawal_warning')}</span>
        </p>
      ) : null}
      <div className={`${styles.fields} ${styles.withdrawFields}`}>
        <TextField
          label={t('withdraw_amount_label', { currency })}
          inputMode="decimal"
          autoComplete="off"
          required
          {...amount}
          inputRef={amountRef}
          error={fieldError('amount')}
        />
        <SelectField
          label={t('withdraw_method_label')}
          {...form.register('method')}
          options={methods}
        />
        {isBankTransfer ? (
          <SelectField
            className={styles.wide}
            label={t('deposit_bank_label')}
            required
            {...register('bank')}
            error={fieldError('bank')}
            options={[
              { value: '', label: t('deposit_bank_choose') },
              ...quickDeposit.data.banks.map((item) => ({ value: item.id, label: item.name })),
            ]}
          />
        ) : null}
      </div>
      {forfeit === null ? null : (
        <ForfeitConfirmation
          amount={forfeit.formatted}
          isChecked={isForfeitConfirmed}
          isMissing={isForfeitMissing && !isForfeitConfirmed}
          onChange={(isChecked) => {
            setIsForfeitConfirmed(isChecked);
            if (isChecked) setIsForfeitMissing(false);
          }}
        />
      )}
      <Button type="submit" className={styles.withdrawSubmit} disabled={request.isPending}>
        {request.isPending ? <Spinner /> : null}
        {t('withdraw_submit')}
      </Button>
    </form>
  );
}

type ForfeitConfirmationProps = {
  amount: string;
  isChecked: boolean;
  /** The form was sent without the confirmation. */
  isMissing: boolean;
  onChange: (isChecked: boolean) => void;
};

/**
 * spec 000 §1 bonus forfeit warning: what withdrawing now costs (the running bonus and its money)
 * and the box that accepts it.
 */
function ForfeitConfirmation({ amount, isChecked, isMissing, onChange }: ForfeitConfirmationProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  return (
    <Notice tone="warning" className={styles.forfeit}>
      <div className={styles.forfeitBody} data-testid="withdraw-forfeit-warning">
        <p className={styles.forfeitTitle}>{t('rewards_forfeit_title')}</p>
        <p id={warningId}>{t('rewards_forfeit_warning', { amount })}</p>
        <div className={styles.forfeitCheck}>
          <input
            id={id}
            type="checkbox"
            checked={isChecked}
            onChange={(event) => onChange(event.target.checked)}
            aria-required="true"
            aria-invalid={isMissing ? true : undefined}
            aria-describedby={isMissing ? `${warningId} ${errorId}` : warningId}
            data-testid="withdraw-forfeit-confirm"
          />
          <label htmlFor={id}>{t('rewards_forfeit_confirm', { amount })}</label>
        </div>
        {isMissing ? (
          <p id={errorId} className={styles.fieldError}>
            {t('rewards_forfeit_required')}
          </p>
        ) : null}
      </div>
    </Notice>
  );
}
