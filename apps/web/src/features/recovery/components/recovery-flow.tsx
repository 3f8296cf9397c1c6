import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/modal/modal-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import type { RecoveryTarget } from '../model/recovery-answer';
import styles from './recovery.module.css';
import { RequestEmailStep } from './request-email-step';
import { RequestSmsStep } from './request-sms-step';
import { ResetStep } from './reset-step';

type Step =
  | { name: 'request' }
  | { name: 'reset'; target: RecoveryTarget; notice: string }
  | { name: 'done'; message: string };

const TOTAL_STEPS = 2;

/**
 * spec 001 §4 "Forgot password": step 1 posts the address (or mobile), step 2 the code and the new
 * password; then the server's message and the way back to the login.
 */
export function RecoveryFlow({ channel }: { channel: 'email' | 'sms' }) {
  const { t } = useTranslation();
  const modals = useModals();
  const [step, setStep] = useState<Step>({ name: 'request' });

  function handleSent(target: RecoveryTarget, message: string) {
    setStep({ name: 'reset', target, notice: message });
  }

  switch (step.name) {
    case 'request':
      return (
        <>
          <p className={styles.step}>
            {t('forgot_password_step', { step: 1, total: TOTAL_STEPS })}
          </p>
          {channel === 'email' ? (
            <RequestEmailStep onSent={handleSent} />
          ) : (
            <RequestSmsStep onSent={handleSent} />
          )}
        </>
      );
    case 'reset':
      return (
        <>
          <p className={styles.step}>
            {t('forgot_password_step', { step: 2, total: TOTAL_STEPS })}
          </p>
          <ResetStep
            target={step.target}
            notice={step.notice}
            onDone={(message) => setStep({ name: 'done', message })}
            onRestart={() => setStep({ name: 'request' })}
          />
        </>
      );
    case 'done':
      return (
        <div className={styles.form}>
          <FormAlert tone="success">
            {step.message === '' ? t('reset_password_done') : step.message}
          </FormAlert>
          <Button
            size="lg"
            className={styles.submit}
            onClick={() => modals.open('login')}
            data-autofocus
          >
            {t('header_login')}
          </Button>
        </div>
      );
  }
}
