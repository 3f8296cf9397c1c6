import { useTranslation } from 'react-i18next';
import type { ServerFeedback } from '../../../shared/forms/use-form-feedback';
import { errorText } from '../../../shared/http/error-text';
import type { StepOutcome } from '../model/recovery-answer';

type Accepted = Extract<StepOutcome, { kind: 'accepted' }>;

/**
 * What a recovery step tells the player after a post: the server's texts (under the fields it
 * names, else above the form), or the generic one; a failed request shows its own text.
 */
export function useStepFeedback(feedback: ServerFeedback) {
  const { t } = useTranslation();

  return {
    apply: (outcome: StepOutcome, onAccepted: (accepted: Accepted) => void) => {
      switch (outcome.kind) {
        case 'accepted':
          onAccepted(outcome);
          return;
        case 'refused':
          feedback.showServerErrors(outcome.fieldErrors);
          if (outcome.message !== null) feedback.showFormError(outcome.message);
          return;
        case 'session-expired':
          // The visitor has no session to lose; the form simply could not be sent.
          feedback.showFormError(t('generic_error_msg'));
          return;
      }
    },
    fail: (error: unknown) => feedback.showFormError(errorText(error, t)),
  };
}
