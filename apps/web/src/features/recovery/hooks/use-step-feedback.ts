import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/http/error-text';
import type { StepOutcome } from '../model/recovery-answer';

type Accepted = Extract<StepOutcome, { kind: 'accepted' }>;

/** What a recovery step tells the player after a post: the server's texts, or the generic one. */
export function useStepFeedback() {
  const { t } = useTranslation();
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
    apply: (outcome: StepOutcome, onAccepted: (accepted: Accepted) => void) => {
      switch (outcome.kind) {
        case 'accepted':
          onAccepted(outcome);
          return;
        case 'refused':
          setServerErrors(outcome.fieldErrors);
          setFormError(outcome.message);
          return;
        case 'session-expired':
          // The visitor has no session to lose; the form simply could not be sent.
          setFormError(t('generic_error_msg'));
          return;
      }
    },
    fail: (error: unknown) => setFormError(errorText(error, t)),
  };
}
