import { useServerFeedback } from '../../../shared/forms/use-server-feedback';
import { useModals } from '../../../shared/modal/modal-context';
import type { SettingsOutcome } from '../model/settings-answer';

/** What a settings form shows after its post: the server's texts, per field where named. */
export function useSettingsFeedback() {
  const feedback = useServerFeedback();
  const modals = useModals();

  return {
    ...feedback,
    apply: (outcome: SettingsOutcome, onChanged: (message: string) => void) => {
      switch (outcome.kind) {
        case 'changed':
          onChanged(outcome.message);
          return;
        case 'refused':
          feedback.showRefusal(outcome.fieldErrors, outcome.formError);
          return;
        case 'session-expired':
          modals.open('session-expired');
          return;
      }
    },
  };
}
