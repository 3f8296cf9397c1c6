import { SURVEY_COMMENT_MAX_LENGTH, SURVEY_SCORE_MAX } from '@playfair/contracts/consents';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useSendSurvey } from '../api/post-survey';
import { NOTICES_NAMESPACE } from '../text-keys';
import styles from './survey.module.css';

const SCORES = Array.from({ length: SURVEY_SCORE_MAX + 1 }, (_, score) => score);

/**
 * The satisfaction survey (spec 001 §2 onload action delighted, §9): a 0–10 score and an optional
 * comment, dismissible at any time ("Not now", Escape, the backdrop).
 */
export function SurveyModal() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const { locale } = useAppConfig();
  const { close } = useModalEntry();
  const send = useSendSurvey({ locale });
  const dismiss = useSendSurvey({ locale });
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');

  /** "Not now": the server is told, so the survey is not offered again for a while. */
  function handleLater() {
    dismiss.mutate({ dismissed: '1' });
    close();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (score === null || send.isPending) return;
    send.mutate({ score: String(score), comment });
  }

  if (send.isSuccess) {
    return (
      <ModalDialog title={t('survey_title')} size="sm">
        <FormAlert tone="success">{t('survey_thanks')}</FormAlert>
        <Button size="lg" className={styles.wide} onClick={close} data-autofocus>
          {t('fake_or_real_close')}
        </Button>
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={t('survey_title')} size="md">
      <form className={styles.form} onSubmit={handleSubmit}>
        <fieldset className={styles.scores}>
          <legend className={styles.question}>{t('survey_question')}</legend>
          <div className={styles.scale} role="radiogroup" aria-label={t('survey_question')}>
            {SCORES.map((value) => (
              <label
                key={value}
                className={`${styles.score} ${score === value ? styles.selected : ''}`}
              >
                <input
                  type="radio"
                  name="score"
                  value={value}
                  checked={score === value}
                  onChange={() => setScore(value)}
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
          <div className={styles.ends} aria-hidden="true">
            <span>{t('survey_score_low')}</span>
            <span>{t('survey_score_high')}</span>
          </div>
        </fieldset>
        <label className={styles.commentLabel}>
          {t('survey_comment_label')}
          <textarea
            className={styles.comment}
            name="comment"
            rows={3}
            maxLength={SURVEY_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </label>
        {send.isError ? <FormAlert>{errorText(send.error, t)}</FormAlert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={handleLater}>
            {t('survey_later')}
          </Button>
          <Button type="submit" disabled={score === null || send.isPending}>
            {send.isPending ? <Spinner /> : null}
            {t('survey_submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
