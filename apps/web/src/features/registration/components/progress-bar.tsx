import type { RegistrationSection } from '@playfair/contracts/registration';
import { useTranslation } from 'react-i18next';
import { FORM_SECTIONS, progressOf } from '../model/sections';
import styles from './registration-form.module.css';

/**
 * spec 001 §2: 50 %, 75 %, 100 % over the three sections. A native <progress>: a progressbar to
 * assistive technology, and no inline style (the page's CSP allows none).
 */
export function ProgressBar({ section }: { section: RegistrationSection }) {
  const { t } = useTranslation();
  const stepText = t('registration_step_of', { step: section, count: FORM_SECTIONS.length });
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        max={100}
        value={progressOf(section)}
        aria-label={t('registration_progress_label')}
        aria-valuetext={stepText}
      />
      <p className={styles.progressText} aria-hidden="true">
        {stepText}
      </p>
    </div>
  );
}
