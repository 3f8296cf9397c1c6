import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SERBIAN_REGISTRATION } from '../model/registration-entry';
import { RegistrationPage } from './registration-page';

/**
 * `/sr/registracija` (spec 001 §2, the SGCA authority's page). The same slug under another locale
 * is no page: `notFound` shows instead.
 */
export function SerbianRegistrationPage({ notFound }: { notFound: ReactNode }) {
  const { locale } = useParams();
  return locale === SERBIAN_REGISTRATION.locale ? <RegistrationPage /> : notFound;
}
