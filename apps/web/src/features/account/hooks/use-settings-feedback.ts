import { useTranslation } from 'react-i18next';
import type { ServerFeedback } from '../../../shared/forms/use-form-feedback';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import type { SettingsOutcome } from '../model/settings-answer';

/**
 * What a settings form does with its post's outcome: the server's texts under the fields it names
 * (else above the form), the session-expired modal, or the caller's `onChanged`. A failed request
 * (network, 429, 5xx) shows its own text in the player's language.
 */
export function useSettingsFeedback(feedback: ServerFeedback) {
  const { t } = useTranslation();
  const modals = useModals();

  return {
    apply: (outcome: SettingsOutcome, onChanged: (message: string) => void) => {
      switch (outcome.kind) {
        case 'changed':
          onChanged(outcome.message);
          return;
        case 'refused':
          feedback.showServerErrors(outcome.fieldErrors);
          if (outcome.formError !== null) feedback.showFormError(outcome.formError);
          return;
        case 'session-expired':
          modals.open('session-expired');
          return;
      }
    },
    fail: (error: unknown) => feedback.showFormError(errorText(error, t)),
  };
}
