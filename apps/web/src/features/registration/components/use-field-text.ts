import { useTranslation } from 'react-i18next';
import type { RegistrationTextKey } from '../text-keys';

/** The text of a field's problem key (null stays null), for the fields' `error` props. */
export function useFieldText(): (key: RegistrationTextKey | null) => string | null {
  const { t } = useTranslation();
  return (key) => (key === null ? null : t(key));
}
