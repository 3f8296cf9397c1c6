import type { TQuickDepositResponse } from '@playfair/contracts/payments';
import type { TWalletResponse } from '@playfair/contracts/wallet';
import { type FormEvent, useState } from 'react';
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
import { useRequestWithdrawal } from '../api/post-withdrawal';
import { createAttemptKeys } from '../model/attempt-key';
import {
  BANK_TRANSFER_METHOD,
  checkWithdrawalAmount,
  payoutMethods,
} from '../model/withdrawal-form';
import styles from './payments.module.css';

type WithdrawFormProps = {
  quickDeposit: TQuickDepositResponse;
  wallet: TWalletResponse | undefined;
  /** The request was accepted: the form starts again clean, the text says what happens next. */
  onRequested: (message: string) => void;
};

type FieldErrors = Partial<Record<'amount' | 'bank', string>>;

/**
 * A withdrawal request (POST /user/withdrawals): the amount, where it goes (a saved card or a
 * bank transfer) and, for a transfer, the bank. Sent with one idempotency key per attempt.
 */
export function WithdrawForm({ quickDeposit, wallet, onRequested }: WithdrawFormProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const request = useRequestWithdrawal({ locale, userId: userId ?? '' });
  const [attemptKeys] = useState(() => createAttemptKeys());
  const methods = payoutMethods(quickDeposit, t('payment_method_bank_transfer'));
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState(methods[0]!.value);
  const [bank, setBank] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const currency = wallet?.currency ?? quickDeposit.data.currency;
  const isBankTransfer = method === BANK_TRANSFER_METHOD;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    setFormError(null);
    const check = checkWithdrawalAmount(amount, wallet?.balanceMinor);
    const next: FieldErrors = {};
    if (check.kind === 'invalid') next.amount = t('payment_amount_invalid');
    if (check.kind === 'above-balance') {
      next.amount = t('withdraw_above_balance', { amount: wallet?.formatted ?? '' });
    }
    if (isBankTransfer && bank === '') next.bank = t('validation_required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;

    const fields = {
      amount: amount.trim(),
      method,
      ...(isBankTransfer ? { bank } : {}),
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
          setFormError(errorText(error, t));
        },
      },
    );
  }

  return (
    <form
      className={`${styles.form} ${styles.withdrawForm}`}
      noValidate
      aria-busy={request.isPending}
      onSubmit={handleSubmit}
    >
      {formError === null ? null : <FormAlert>{formError}</FormAlert>}
      <div className={`${styles.fields} ${styles.withdrawFields}`}>
        <TextField
          label={t('withdraw_amount_label', { currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.amount ?? null}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setErrors(({ amount: _amount, ...rest }) => rest);
          }}
        />
        <SelectField
          label={t('withdraw_method_label')}
          name="method"
          value={method}
          onChange={(event) => setMethod(event.target.value)}
          options={methods}
        />
        {isBankTransfer ? (
          <SelectField
            className={styles.wide}
            label={t('deposit_bank_label')}
            name="bank"
            required
            error={errors.bank ?? null}
            value={bank}
            onChange={(event) => {
              setBank(event.target.value);
              setErrors(({ bank: _bank, ...rest }) => rest);
            }}
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
