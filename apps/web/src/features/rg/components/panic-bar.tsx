import type { TBreakResponse } from '@playfair/contracts/rg';
import { PANIC_TIME_OUT_HOURS } from '@playfair/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { Button } from '../../../shared/ui/button';
import { useAddTimeout } from '../api/post-add-timeout';
import { usePanicPrompt } from '../hooks/use-panic-prompt';
import styles from './panic-bar.module.css';
import { PanicSlider } from './panic-slider';

type PanicBarProps = {
  /** The pause began and the player's sessions ended: src/app logs the page out and says why. */
  onPaused: (answer: TBreakResponse) => void;
};

/**
 * spec 001 §2 / §6 panic-button (GlüStV §6i): a slim bar at the bottom of every page of a
 * logged-in player where play is possible. Sliding it to the end pauses play for 24 hours at once
 * (POST /user/add-timeout, no further question); a prompt explains it once (cookie
 * PanicButtonInfo, 60 days).
 */
export function PanicBar({ onPaused }: PanicBarProps) {
  const { t } = useTranslation();
  const { locale, languageTag } = useAppConfig();
  const modals = useModals();
  const prompt = usePanicPrompt();
  const addTimeout = useAddTimeout({ locale });
  const promptTitleId = useId();
  const isBusy = addTimeout.isPending || addTimeout.isSuccess;
  const hours = { hours: PANIC_TIME_OUT_HOURS };

  function handleComplete() {
    if (isBusy) return;
    addTimeout.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') modals.open('session-expired');
        else onPaused(outcome.answer);
      },
    });
  }

  return (
    <div className={styles.dock}>
      {prompt.isShown ? (
        <section className={styles.prompt} aria-labelledby={promptTitleId}>
          <h2 id={promptTitleId} className={styles.promptTitle}>
            {t('rg_panic_prompt_title')}
          </h2>
          <p className={styles.promptText}>{t('rg_panic_prompt_text', hours)}</p>
          <Button size="sm" variant="secondary" onClick={prompt.dismiss}>
            {t('rg_panic_prompt_dismiss')}
          </Button>
        </section>
      ) : null}
      <section className={styles.bar} aria-label={t('rg_panic_bar_label')}>
        <div className={styles.barInner}>
          <PanicSlider
            label={t('rg_panic_slider_label', hours)}
            busyLabel={t('rg_panic_busy')}
            languageTag={languageTag}
            isBusy={isBusy}
            onComplete={handleComplete}
          />
          {addTimeout.isError ? (
            <p role="alert" className={styles.error}>
              {errorText(addTimeout.error, t)}
            </p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
