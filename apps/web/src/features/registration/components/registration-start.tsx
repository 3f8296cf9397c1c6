import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { loadPage } from '../../../shared/navigation/page-load';
import { ErrorState } from '../../../shared/ui/error-state';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { useRegistrationForm } from '../api/get-registration-form';
import { trackRegistrationStart } from '../api/track-registration-start';
import { pageFormDescription } from '../model/page-form';
import {
  entryFromConfig,
  type FormDescription,
  type RegistrationEntry,
  type RegistrationPlace,
  startFromResponse,
} from '../model/registration-entry';
import { BankIdRegistration } from './bank-id-registration';
import { RegistrationForm } from './registration-form';
import styles from './registration-start.module.css';

const FORM_ENTRY: RegistrationEntry = { kind: 'form' };

function Busy({ textKey }: { textKey: 'registration_loading' | 'registration_redirecting' }) {
  const { t } = useTranslation();
  return (
    <p className={styles.busy} role="status">
      <Spinner />
      {t(textKey)}
    </p>
  );
}

/**
 * Another page: a path of this locale is a route of the app; another locale's (/sr/registracija)
 * needs the page load that brings its configuration and texts.
 */
function GoToPage({ path }: { path: string }) {
  const { locale } = useAppConfig();
  const isSameLocale = path.startsWith(`/${locale}/`);
  useEffect(() => {
    if (!isSameLocale) loadPage(path);
  }, [isSameLocale, path]);
  return isSameLocale ? <Navigate to={path} /> : <Busy textKey="registration_redirecting" />;
}

function CountryBlockedNotice() {
  const { t } = useTranslation();
  return (
    <Notice tone="warning">
      <p className={styles.noticeTitle} role="alert">
        {t('registration_country_blocked_title')}
      </p>
      <p>{t('registration_country_blocked_text')}</p>
    </Notice>
  );
}

type TrackedFormProps = { form: FormDescription; headingLevel: 2 | 3; bankIdOrder?: string };

/** spec 001 §7: registration start fires the tracking call, once per form shown. */
function TrackedForm({ form, headingLevel, bankIdOrder }: TrackedFormProps) {
  const hasTracked = useRef(false);
  useEffect(() => {
    if (hasTracked.current) return;
    hasTracked.current = true;
    trackRegistrationStart();
  }, []);
  return <RegistrationForm form={form} headingLevel={headingLevel} bankIdOrder={bankIdOrder} />;
}

export type RegistrationStartProps = {
  place: RegistrationPlace;
  /** The level of the section headings: under the modal's title (h2) or the page's (h1). */
  headingLevel: 2 | 3;
  /** An approved bank-ID order of a person without an account (spec 001 §2, SGA). */
  bankIdOrder?: string;
};

/**
 * What a registration starts with (spec 001 §2): bank ID for SGA (then, with the approved order,
 * the form), the static or the authority's page when the modal may not hold the form, a notice
 * for a blocked country, else the form the server describes.
 */
export function RegistrationStart({ place, headingLevel, bankIdOrder }: RegistrationStartProps) {
  const config = useAppConfig();
  const { pathname } = useLocation();
  const wanted = entryFromConfig(config, place, bankIdOrder);
  // Already on the page the modal would go to: the form shows here rather than loop.
  const entry = wanted.kind === 'page' && wanted.path === pathname ? FORM_ENTRY : wanted;
  const form = useRegistrationForm(
    config.locale,
    config.features.emailVerification === true,
    entry.kind === 'form',
  );

  if (entry.kind === 'bank-id') return <BankIdRegistration headingLevel={headingLevel} />;
  if (entry.kind === 'bank-id-form') {
    // The server describes no form to an SGA visitor (it answers the bank-ID redirect): the
    // rules come from the shared function, and the server checks the post with its own.
    return (
      <TrackedForm
        form={pageFormDescription(config)}
        headingLevel={headingLevel}
        bankIdOrder={entry.orderRef}
      />
    );
  }
  if (entry.kind === 'page') return <GoToPage path={entry.path} />;
  if (form.isPending) return <Busy textKey="registration_loading" />;
  if (form.isError) {
    return <ErrorState titleAs="h3" isCompact onRetry={() => void form.refetch()} />;
  }

  const start = startFromResponse(form.data, pathname);
  switch (start.kind) {
    case 'blocked':
      return <CountryBlockedNotice />;
    case 'this-page':
      // On the page itself the form shows with the shared rules; in a modal over that page (the
      // modal manager's history route) it shows all the same rather than loop.
      return (
        <TrackedForm
          form={pageFormDescription(config)}
          headingLevel={headingLevel}
          bankIdOrder={bankIdOrder}
        />
      );
    case 'bank-id':
      return bankIdOrder === undefined ? (
        <BankIdRegistration headingLevel={headingLevel} />
      ) : (
        <TrackedForm
          form={pageFormDescription(config)}
          headingLevel={headingLevel}
          bankIdOrder={bankIdOrder}
        />
      );
    case 'page':
      return <GoToPage path={start.path} />;
    case 'form':
      return (
        <TrackedForm form={start.form} headingLevel={headingLevel} bankIdOrder={bankIdOrder} />
      );
  }
}
