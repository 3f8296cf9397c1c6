import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../http/error-text';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * What a form shows after its post was refused: the server's texts per field where it names one,
 * else above the form. A failed request (network, 429, 5xx) shows its own text in the player's
 * language. Each form decides what an accepted answer does.
 */
export function useServerFeedback() {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  return {
    serverErrors,
    formError,
    showRefusal: (fieldErrors: FieldErrors, message: string | null) => {
      setServerErrors(fieldErrors);
      setFormError(message);
    },
    showFormError: setFormError,
    clearServerError: (field: string) => {
      if (!(field in serverErrors)) return;
      setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    clear: () => {
      setServerErrors({});
      setFormError(null);
    },
    fail: (error: unknown) => setFormError(errorText(error, t)),
  };
}
