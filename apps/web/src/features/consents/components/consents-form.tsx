import type { TConsentSource, TMarketingConsentChannel } from '@playfair/contracts/consents';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/http/error-text';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { type StoreOutcome, useStoreMarketingConsents } from '../api/post-store-marketing-consents';
import {
  areChannelsDisabled,
  canSubmit,
  choicesForm,
  type ConsentChoices,
  initialChoices,
  toggleAll,
  toggleChannel,
  toggleNone,
} from '../model/consent-choices';
import type { ConsentsFragment } from '../model/consents-fragment';
import { NOTICES_NAMESPACE } from '../text-keys';
import styles from './consents.module.css';

function startingChoices(fragment: ConsentsFragment): ConsentChoices {
  const channels = Object.fromEntries(
    fragment.channels.map((each) => [each.channel, each.isChecked]),
  ) as Record<TMarketingConsentChannel, boolean>;
  return initialChoices(channels, fragment.isNoneChecked);
}

type ConsentsFormProps = {
  fragment: ConsentsFragment;
  locale: string;
  userId: string;
  source: TConsentSource;
  onStored: (outcome: Extract<StoreOutcome, { kind: 'stored' }>) => void;
  onSessionEnded: () => void;
};

/**
 * The consents form (spec 001 §5): 'all', one box per channel, 'none'; submit enabled only when a
 * box is ticked. A refusal marks the form with the fragment's data-error text (spec 001 §8); a
 * failed call shows the generic error.
 */
export function ConsentsForm({
  fragment,
  locale,
  userId,
  source,
  onStored,
  onSessionEnded,
}: ConsentsFormProps) {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const [choices, setChoices] = useState(() => startingChoices(fragment));
  const [refusal, setRefusal] = useState<string | null>(null);
  const store = useStoreMarketingConsents({ locale, userId });
  const isDisabled = areChannelsDisabled(choices);

  function change(next: ConsentChoices) {
    setChoices(next);
    setRefusal(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit(choices) || store.isPending) return;
    store.mutate(
      { ...choicesForm(choices), source },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'stored') onStored(outcome);
          else if (outcome.kind === 'session-ended') onSessionEnded();
          else {
            // spec 001 §8: 'Validation error.' with errors shows the field's data-error text.
            setRefusal(fragment.chooseOneText || outcome.message);
          }
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {fragment.intro === '' ? null : <p className={styles.intro}>{fragment.intro}</p>}
      <fieldset
        className={styles.choices}
        aria-label={fragment.title}
        aria-invalid={refusal === null ? undefined : true}
        aria-describedby={refusal === null ? undefined : 'consents-refusal'}
      >
        <label className={`${styles.choice} ${styles.strong}`}>
          <input
            type="checkbox"
            name="all"
            checked={choices.all}
            onChange={(event) => change(toggleAll(choices, event.target.checked))}
          />
          <span>{fragment.allLabel}</span>
        </label>
        <div className={styles.channels}>
          {fragment.channels.map(({ channel, label }) => (
            <label key={channel} className={styles.choice}>
              <input
                type="checkbox"
                name={channel}
                checked={choices.channels[channel]}
                disabled={isDisabled}
                onChange={(event) => change(toggleChannel(choices, channel, event.target.checked))}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="none"
            checked={choices.none}
            onChange={(event) => change(toggleNone(choices, event.target.checked))}
          />
          <span>{fragment.noneLabel}</span>
        </label>
      </fieldset>
      {refusal === null ? null : (
        <div id="consents-refusal">
          <FormAlert>{refusal}</FormAlert>
        </div>
      )}
      {store.isError ? <FormAlert>{errorText(store.error, t)}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        className={styles.submit}
        disabled={!canSubmit(choices) || store.isPending}
      >
        {store.isPending ? <Spinner /> : null}
        {fragment.submitLabel}
      </Button>
    </form>
  );
}
