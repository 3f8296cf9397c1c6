import type { TSessionLimits, TSessionOptionsResponse } from '@playfair/contracts/game-session';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { Button } from '../../../shared/ui/button';
import { ClockIcon } from '../../../shared/ui/icons';
import { LinkButton } from '../../../shared/ui/link-button';
import { Notice } from '../../../shared/ui/notice';
import { SelectField } from '../../../shared/ui/select-field';
import { Spinner } from '../../../shared/ui/spinner';
import { useSetSessionLimits } from '../api/post-session-options';
import { isEveryLimitChosen, limitSelects, limitsForm } from '../model/session-options';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { GenericErrorDialog } from './generic-error-dialog';
import styles from './in-play.module.css';

/** The label keys of the limits the catalog knows; another limit is labelled by its name. */
const LIMIT_LABEL_KEYS = {
  SessionDuration: 'game_limits_SessionDuration',
  NetLoss: 'game_limits_NetLoss',
} as const;

function isKnownLimit(name: string): name is keyof typeof LIMIT_LABEL_KEYS {
  return Object.hasOwn(LIMIT_LABEL_KEYS, name);
}

type SessionCheckScreenProps = {
  /** The submission's GameId: the game as the catalogue and the launch name it. */
  gameId: string;
  options: TSessionOptionsResponse['data'];
  lobbyPath: string;
  /** The limits are stored: the game may start. */
  onDone: (limits: TSessionLimits) => void;
};

/**
 * spec 001 §2 / §4 the game-session check screen, in the frame's place: the server's title and
 * text, its notice (a new session within 60 minutes of the last), and one select per limit with an
 * empty first choice. Submit is enabled only when every select is chosen; the submission is the
 * values as given. MULTIPLE_GAME_SESSIONS_ACTIVE is retried once (api); any other error shows
 * the generic error, then the lobby.
 */
export function SessionCheckScreen({
  gameId,
  options,
  lobbyPath,
  onDone,
}: SessionCheckScreenProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale } = useAppConfig();
  const modals = useModals();
  const submit = useSetSessionLimits({ locale });
  const selects = limitSelects(options.options);
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const isComplete = isEveryLimitChosen(selects, chosen);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();

  // The screen takes the frame's place: its title is read first.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete || submit.isPending) return;
    submit.mutate(limitsForm(chosen, gameId), {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') modals.open('session-expired');
        else onDone(outcome.answer.data.limits);
      },
    });
  }

  const isBusy = submit.isPending || submit.isSuccess;
  return (
    <section className={styles.panel} aria-labelledby="game-limits-title">
      <div className={styles.panelHeader}>
        <span className={styles.panelIcon}>
          <ClockIcon />
        </span>
        <h2 id="game-limits-title" ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
          {options.meta.title}
        </h2>
      </div>
      {options.meta.notice === null || options.meta.notice === '' ? null : (
        <Notice tone="warning">{options.meta.notice}</Notice>
      )}
      <p className={styles.text}>{options.meta.body}</p>
      <form
        className={styles.form}
        onSubmit={handleSubmit}
        aria-label={t('game_limits_form_label')}
      >
        <fieldset className={styles.form} disabled={isBusy}>
          <div className={styles.fields}>
            {selects.map((select) => (
              <SelectField
                key={select.name}
                name={select.name}
                label={isKnownLimit(select.name) ? t(LIMIT_LABEL_KEYS[select.name]) : select.name}
                value={chosen[select.name] ?? ''}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setChosen((previous) => ({ ...previous, [select.name]: value }));
                }}
                required
                options={[{ value: '', label: t('game_limits_choose') }, ...select.choices]}
              />
            ))}
          </div>
          {isComplete ? null : (
            <p id={hintId} className={styles.hint}>
              {t('game_limits_submit_hint')}
            </p>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              disabled={!isComplete}
              aria-describedby={isComplete ? undefined : hintId}
              aria-busy={isBusy || undefined}
            >
              {isBusy ? <Spinner /> : null}
              {t('game_limits_submit')}
            </Button>
            <LinkButton to={lobbyPath} variant="ghost">
              {t('game_back_to_lobby')}
            </LinkButton>
          </div>
        </fieldset>
      </form>
      {submit.isError ? (
        <GenericErrorDialog message={errorText(submit.error, t)} lobbyPath={lobbyPath} />
      ) : null}
    </section>
  );
}
