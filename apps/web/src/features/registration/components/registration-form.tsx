import {
  REGISTRATION_FIELDS as F,
  type RegistrationSection,
} from '@playfair/contracts/registration';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useRegistrationFlow } from '../hooks/use-registration-flow';
import { registrationContext } from '../model/registration-context';
import type { FormDescription } from '../model/registration-entry';
import { isLastSection } from '../model/sections';
import type { FailureMessage } from '../model/submit-outcome';
import { AccountSection } from './account-section';
import { ConsentsSection } from './consents-section';
import { EmailVerificationStep } from './email-verification-step';
import { PersonalSection } from './personal-section';
import { ProgressBar } from './progress-bar';
import styles from './registration-form.module.css';

const SECTION_TITLE_KEYS = {
  1: 'registration_section_1_title',
  2: 'registration_section_2_title',
  3: 'registration_section_3_title',
} as const satisfies Record<RegistrationSection, string>;

/** spec 001 §5: the Enter key is blocked in the registration form (buttons still take it). */
export function blockEnterKey(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLButtonElement || target instanceof HTMLTextAreaElement) return;
  event.preventDefault();
}

function FailureText({ message }: { message: FailureMessage }) {
  const { t } = useTranslation();
  if (message.key === 'registration_status_2000') return <p>{t(message.key)}</p>;
  return (
    <p>
      {t(message.key)}
      {message.details === '' ? null : ` ${message.details}`}
    </p>
  );
}

export type RegistrationFormProps = {
  form: FormDescription;
  /** The section headings' level: below the modal's title (h2) or the page's (h1). */
  headingLevel: 2 | 3;
  /** The approved bank-ID order the post names (spec 001 §2, SGA). */
  bankIdOrder?: string;
};

/**
 * The registration form (spec 001 §2, §4): three sections with a progress bar, Back and Continue,
 * Submit on the third, and the email-verification message as a fourth. The same component serves
 * the modal and the static registration pages.
 */
export function RegistrationForm({ form, headingLevel, bankIdOrder }: RegistrationFormProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const config = useAppConfig();
  const [today] = useState(() => new Date());
  const [context] = useState(() => registrationContext(form.rules, config.locale, today));
  const shouldFocusHeading = useRef(false);
  const flow = useRegistrationFlow({
    action: form.action,
    bankIdOrder,
    context,
    locale: config.locale,
    isMincetur: config.features.MINCETUR === true,
    onNavigate: () => {
      shouldFocusHeading.current = true;
    },
  });
  const headingId = useId();
  const described = new Set(
    form.sections.flatMap((section) => section.fields.map((field) => field.name)),
  );
  const isDescribed = (name: string) => described.has(name);

  /** The section heading takes focus after Continue and Back (not on the first render). */
  function focusHeading(node: HTMLHeadingElement | null) {
    if (node !== null && shouldFocusHeading.current) {
      shouldFocusHeading.current = false;
      node.focus();
    }
  }

  if (flow.step === 4) {
    return (
      <EmailVerificationStep
        email={flow.values[F.email].trim()}
        headingLevel={headingLevel}
        headingId={headingId}
        headingRef={focusHeading}
      />
    );
  }

  const section = flow.step;
  const isLast = isLastSection(section);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={blockEnterKey}
    >
      <ProgressBar section={section} />
      <section className={styles.section} aria-labelledby={headingId}>
        <Heading
          key={section}
          id={headingId}
          ref={focusHeading}
          tabIndex={-1}
          className={styles.sectionTitle}
        >
          {t(SECTION_TITLE_KEYS[section])}
        </Heading>
        {section === 1 ? (
          <AccountSection flow={flow} isSmsRequired={form.rules.smsRequired} />
        ) : null}
        {section === 2 ? (
          <PersonalSection flow={flow} rules={form.rules} isDescribed={isDescribed} />
        ) : null}
        {section === 3 ? (
          <ConsentsSection flow={flow} rules={form.rules} isDescribed={isDescribed} />
        ) : null}
      </section>
      {flow.formMessage === null ? null : (
        <FormAlert>
          <FailureText message={flow.formMessage} />
        </FormAlert>
      )}
      <div className={styles.actions}>
        {section === 1 ? null : (
          <Button variant="secondary" onClick={flow.handleBack} disabled={flow.isSubmitting}>
            {t('registration_back')}
          </Button>
        )}
        {isLast ? (
          <Button
            className={styles.primaryAction}
            onClick={flow.handleSubmit}
            disabled={!flow.canContinue || flow.isSubmitting}
            aria-busy={flow.isSubmitting}
          >
            {flow.isSubmitting ? <Spinner /> : null}
            {t('registration_submit')}
          </Button>
        ) : (
          <Button
            className={styles.primaryAction}
            onClick={() => void flow.handleContinue()}
            disabled={!flow.canContinue}
            aria-busy={flow.isLeaving}
          >
            {flow.isLeaving ? <Spinner /> : null}
            {t('registration_continue')}
          </Button>
        )}
      </div>
    </form>
  );
}
