import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../../shared/forms/use-server-feedback';
import type { StepOutcome } from '../model/recovery-answer';

type Accepted = Extract<StepOutcome, { kind: 'accepted' }>;

/** What a recovery step tells the player after a post: the server's texts, or the generic one. */
export function useStepFeedback() {
  const { t } = useTranslation();
  const feedback = useServerFeedback();

  return {
    ...feedback,
    apply: (outcome: StepOutcome, onAccepted: (accepted: Accepted) => void) => {
      switch (outcome.kind) {
        case 'accepted':
          onAccepted(outcome);
          return;
        case 'refused':
          feedback.showRefusal(outcome.fieldErrors, outcome.message);
          return;
        case 'session-expired':
          // The visitor has no session to lose; the form simply could not be sent.
          feedback.showFormError(t('generic_error_msg'));
          return;
      }
    },
  };
}
