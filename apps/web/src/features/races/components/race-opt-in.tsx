import { RACES_NAMESPACE } from '../text-keys';
import type { TRace } from '@playfair/contracts/races';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModals } from '../../../shared/modal/modal-context';
import { notify } from '../../../shared/notifications/notification-queue';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CheckIcon } from '../../../shared/ui/icons';
import { useOptInToRace } from '../api/opt-in-to-race';
import { optInState } from '../model/opt-in';
import styles from './race-parts.module.css';

/**
 * spec 001 §4 / §8: the opt-in (`race-opt-in`). A visitor gets the login; a player's opt-in
 * posts evolution-optin, then says opt_in_success (a notification) and the races are read again,
 * or says opt_in_fail in place (the server's own message goes to the log). Once in: "You are in".
 */
export function RaceOptIn({ race, size = 'lg' }: { race: TRace; size?: 'md' | 'lg' }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { locale } = useAppConfig();
  const { isLogged } = useSession();
  const modals = useModals();
  const optIn = useOptInToRace({ locale });
  const [hasFailed, setHasFailed] = useState(false);
  const state = optInState(race, isLogged);

  if (state === 'hidden') return null;
  if (state === 'joined') {
    return (
      <p className={styles.joined} data-testid="race-opted-in">
        <CheckIcon aria-hidden="true" />
        {t('race_opted_in')}
      </p>
    );
  }

  function handleOptIn() {
    if (state === 'login') {
      modals.open('login');
      return;
    }
    if (optIn.isPending) return;
    setHasFailed(false);
    optIn.mutate(race, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') {
          modals.open('session-expired');
          return;
        }
        if (outcome.answer.success) {
          notify({ message: t('opt_in_success') });
          return;
        }
        console.warn('evolution-optin:', outcome.answer.message);
        setHasFailed(true);
      },
      onError: () => setHasFailed(true),
    });
  }

  return (
    <div className={styles.optIn}>
      <Button
        size={size}
        data-testid="race-opt-in"
        aria-busy={optIn.isPending ? true : undefined}
        onClick={handleOptIn}
      >
        {t('race_opt_in')}
      </Button>
      {state === 'login' ? <p className={styles.muted}>{t('race_login_needed')}</p> : null}
      {hasFailed ? <FormAlert>{t('opt_in_fail')}</FormAlert> : null}
    </div>
  );
}
