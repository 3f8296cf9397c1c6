import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { TicketIcon } from '../../../shared/ui/icons';
import { RAFFLES_QUERY_ROOT } from '../api/get-current-raffles';
import { useUserRaffleTickets } from '../api/get-user-raffle-tickets';
import { useOptInToRaffle } from '../api/opt-in-to-raffle';
import { prizeRows } from '../model/prize-rows';
import { countdownTarget, type DrawState } from '../model/raffle-draws';
import { RAFFLES_NAMESPACE } from '../text-keys';
import { RaffleCountdown } from './raffle-countdown';
import styles from './raffles.module.css';

/** spec 000 §5: the flag under which every player takes part without the button. */
export const AUTO_OPT_IN_FEATURE = 'new-raffles-auto-opt-in';

type RaffleDrawProps = {
  state: DrawState;
  /** What a successful opt-in does (spec 000 §4: the page reloads). */
  onOptedIn: () => void;
};

/** One draw type's section: banner, countdown, opt-in and prizes, or the empty state. */
export function RaffleDraw({ state, onOptedIn }: RaffleDrawProps) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const queryClient = useQueryClient();
  const target = countdownTarget(state);

  if (state.kind === 'none' || target === null) {
    return (
      <div data-testid="raffle-empty">
        <EmptyState
          icon={<TicketIcon />}
          titleAs="h2"
          title={t('raffle_no_draw_title')}
          text={t('raffle_no_draw_text')}
        />
      </div>
    );
  }

  const { raffle } = state;
  const isCurrent = state.kind === 'current';
  const rows = prizeRows(raffle.prizes);

  return (
    <section
      className={styles.draw}
      aria-label={raffle.name}
      data-active="true"
      data-state={state.kind}
    >
      <div className={styles.banner}>
        <div className={styles.bannerText}>
          {isCurrent ? null : <span className={styles.badge}>{t('raffle_upcoming')}</span>}
          <h2 className={styles.drawName}>{raffle.name}</h2>
          <DrawTime state={state} />
          {isCurrent ? <TicketCount raffleId={raffle.id} /> : null}
        </div>
        <RaffleCountdown
          key={target}
          target={target}
          label={isCurrent ? t('raffle_ends_in') : t('raffle_starts_in')}
          // spec 000 §4: at zero every raffle is read again.
          onEnd={() => void queryClient.invalidateQueries({ queryKey: [RAFFLES_QUERY_ROOT] })}
        />
      </div>
      {isCurrent && !raffle.isAutoOptIn ? (
        <OptIn raffleId={raffle.id} onOptedIn={onOptedIn} />
      ) : null}
      <div className={styles.prizes}>
        <h3 className={styles.sectionTitle}>{t('raffle_prizes_title')}</h3>
        <ol className={styles.prizeList}>
          {rows.map((row) => (
            <li
              key={row.itemTranslation}
              className={styles.prizeRow}
              data-testid="raffle-prize-row"
            >
              <span className={styles.prizePosition}>#{row.position}</span>
              {row.count > 1 ? (
                <span className={styles.prizeCount} data-testid="raffle-prize-count">
                  {row.count} ×
                </span>
              ) : null}
              <span className={styles.prizeName}>{row.itemTranslation}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function DrawTime({ state }: { state: Exclude<DrawState, { kind: 'none' }> }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const { languageTag } = useAppConfig();
  const text =
    state.kind === 'current'
      ? t('raffle_ends_at', { date: formatDateTime(state.raffle.end_date, languageTag) })
      : t('raffle_starts_at', { date: formatDateTime(state.raffle.start_date, languageTag) });
  return <p className={styles.drawTime}>{text}</p>;
}

/** spec 000 §6: a logged-in player's tickets in the running draw; nothing for a visitor. */
function TicketCount({ raffleId }: { raffleId: string }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const tickets = useUserRaffleTickets({ locale, userId, raffleId });
  if (userId === null || tickets.data === undefined || tickets.data === null) return null;
  return (
    <p className={styles.tickets}>
      <TicketIcon aria-hidden="true" />
      <span>{t('raffle_your_tickets')}:</span>{' '}
      <strong data-testid="raffle-ticket-count">
        {t('raffle_tickets', { count: tickets.data })}
      </strong>
    </p>
  );
}

/**
 * spec 000 §5: the opt-in, hidden outside the bonus cap and under the auto opt-in flag; a
 * visitor gets the login. A refusal or a failure says 'Something came up!' (spec 000 §8), the
 * server's message going to the log only.
 */
function OptIn({ raffleId, onOptedIn }: { raffleId: string; onOptedIn: () => void }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const config = useAppConfig();
  const { isLogged } = useSession();
  const modals = useModals();
  const optIn = useOptInToRaffle({ locale: config.locale });
  const [hasFailed, setHasFailed] = useState(false);

  if (!config.isUserWithinBonusCap || config.features[AUTO_OPT_IN_FEATURE] === true) return null;

  function handleOptIn() {
    if (!isLogged) {
      modals.open('login');
      return;
    }
    if (optIn.isPending) return;
    setHasFailed(false);
    optIn.mutate(raffleId, {
      onSuccess: (answer) => {
        if (answer.success) {
          onOptedIn();
          return;
        }
        console.warn('optin-user-to-raffle:', answer.message);
        setHasFailed(true);
      },
      onError: () => setHasFailed(true),
    });
  }

  return (
    <div className={styles.optIn}>
      <Button
        size="lg"
        data-testid="raffle-opt-in"
        aria-busy={optIn.isPending ? true : undefined}
        onClick={handleOptIn}
      >
        {t('raffle_opt_in')}
      </Button>
      {isLogged ? null : <p className={styles.muted}>{t('raffle_login_needed')}</p>}
      {hasFailed ? <FormAlert>{t('raffle_opt_in_failed')}</FormAlert> : null}
    </div>
  );
}
