import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import type { SettingsOutcome } from '../model/settings-answer';

/** What a settings form shows after a refused post: the server's texts, per field where named. */
export function useSettingsFeedback() {
  const { t } = useTranslation();
  const modals = useModals();
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  return {
    serverErrors,
    formError,
    clearServerError: (field: string) => {
      if (!(field in serverErrors)) return;
      setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    clear: () => {
      setServerErrors({});
      setFormError(null);
    },
    apply: (outcome: SettingsOutcome, onChanged: (message: string) => void) => {
      switch (outcome.kind) {
        case 'changed':
          onChanged(outcome.message);
          return;
        case 'refused':
          setServerErrors(outcome.fieldErrors);
          setFormError(outcome.formError);
          return;
        case 'session-expired':
          modals.open('session-expired');
          return;
      }
    },
    // A 429 (too many wrong passwords) answers its own text in the player's language.
    fail: (error: unknown) => setFormError(errorText(error, t)),
  };
}
