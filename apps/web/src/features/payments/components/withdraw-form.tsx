import {
  BANK_TRANSFER_METHOD_ID,
  type TQuickDepositResponse,
  type TWithdrawalForm,
  withdrawalFormSchema,
} from '@playfair/contracts/payments';
import type { TWalletResponse } from '@playfair/contracts/wallet';
import { useState } from 'react';
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
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useRequestWithdrawal } from '../api/post-withdrawal';
import { createAttemptKeys } from '../model/attempt-key';
import { payoutMethods } from '../model/withdrawal-form';
import { PAYMENT_ISSUE_KEYS } from '../text-keys';
import styles from './payments.module.css';

type WithdrawFormProps = {
  quickDeposit: TQuickDepositResponse;
  wallet: TWalletResponse | undefined;
  /** The request was accepted: the form starts again clean, the text says what happens next. */
  onRequested: (message: string) => void;
};

type Values = Required<TWithdrawalForm>;

/**
 * A withdrawal request (POST /user/withdrawals): the amount, where it goes (a saved card or a
 * bank transfer) and, for a transfer, the bank. Sent with one idempotency key per attempt. A
 * problem shows when the form is sent, and goes when its field changes.
 */
export function WithdrawForm({ quickDeposit, wallet, onRequested }: WithdrawFormProps) {
  const { t } = useTranslation();
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
  const currency = wallet?.currency ?? quickDeposit.data.currency;
  const isBankTransfer = method === BANK_TRANSFER_METHOD_ID;

  function handleValid(values: Values) {
    if (request.isPending) return;
    const fields = {
      amount: values.amount.trim(),
      method: values.method,
      ...(values.method === BANK_TRANSFER_METHOD_ID ? { bank: values.bank } : {}),
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
      onSubmit={form.handleSubmit(handleValid)}
    >
      {errors.root?.server?.message === undefined ? null : (
        <FormAlert>{errors.root.server.message}</FormAlert>
      )}
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
      <Button type="submit" className={styles.withdrawSubmit} disabled={request.isPending}>
        {request.isPending ? <Spinner /> : null}
        {t('withdraw_submit')}
      </Button>
    </form>
  );
}
