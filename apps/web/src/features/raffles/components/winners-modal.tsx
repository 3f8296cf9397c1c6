import {
  RAFFLE_OCCURRENCES,
  type RaffleOccurrence,
  type TRaffle,
} from '@playfair/contracts/raffles';
import { LEADERBOARD_SHOW_MORE_THRESHOLD_ROWS } from '@playfair/domain/constants';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { PageDialog } from '../../../shared/modal/page-dialog';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { ChevronDownIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { usePastRaffles } from '../api/get-past-raffles';
import { useRaffleWinners } from '../api/get-raffle-winners';
import { formatDrawDate } from '../model/draw-date';
import { lockPageScroll } from '../model/page-scroll-lock';
import { RAFFLES_NAMESPACE } from '../text-keys';
import { OccurrenceTabs } from './occurrence-tabs';
import styles from './raffles.module.css';

/** spec 000 §2: the past draws of each type, as collapsible leaderboards. */
export function WinnersModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const [active, setActive] = useState<RaffleOccurrence>('daily');
  return (
    <PageDialog title={t('raffle_winners')} size="lg" onDismiss={onClose}>
      <OccurrenceTabs
        idPrefix="raffle-winners"
        tabs={RAFFLE_OCCURRENCES}
        active={active}
        label={t('raffle_tabs_label')}
        onSelect={setActive}
      >
        <PastDraws key={active} occurrence={active} />
      </OccurrenceTabs>
    </PageDialog>
  );
}

function PastDraws({ occurrence }: { occurrence: RaffleOccurrence }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const { locale } = useAppConfig();
  const past = usePastRaffles({ locale, occurrence });
  if (past.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (past.isError) {
    return <ErrorState isCompact titleAs="h3" onRetry={() => void past.refetch()} />;
  }
  if (past.data.length === 0) return <p className={styles.muted}>{t('raffle_winners_empty')}</p>;
  return (
    <ul className={styles.leaderboards}>
      {past.data.map((raffle) => (
        <Leaderboard key={raffle.id} raffle={raffle} />
      ))}
    </ul>
  );
}

function Leaderboard({ raffle }: { raffle: TRaffle }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const { languageTag } = useAppConfig();
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  const title = t('raffle_draw_of', { date: formatDrawDate(raffle.draw_at, languageTag) });
  return (
    <li className={styles.leaderboard} data-testid="raffle-leaderboard">
      <h3 className={styles.leaderboardHeading}>
        <button
          type="button"
          className={styles.leaderboardToggle}
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span>{title}</span>
          <ChevronDownIcon aria-hidden="true" className={styles.chevron} />
        </button>
      </h3>
      {isOpen ? (
        <div id={bodyId} className={styles.leaderboardBody}>
          <LeaderboardRows raffleId={raffle.id} caption={title} />
          <a
            className={styles.verify}
            href={`/raffle-verification/${encodeURIComponent(raffle.id)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('raffle_verify')}
          </a>
        </div>
      ) : null}
    </li>
  );
}

/** Mounted while its leaderboard is open: the page under it does not scroll (spec 000 §2). */
function LeaderboardRows({ raffleId, caption }: { raffleId: string; caption: string }) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const winners = useRaffleWinners({ locale, raffleId });
  const [isShowingAll, setIsShowingAll] = useState(false);

  useEffect(() => lockPageScroll(document.body), []);

  if (winners.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (winners.isError) {
    return <ErrorState isCompact titleAs="h3" onRetry={() => void winners.refetch()} />;
  }
  if (winners.data.length === 0) {
    return <p className={styles.muted}>{t('raffle_leaderboard_empty')}</p>;
  }

  // spec 000 §5: more than 10 rows get the show-more / show-less toggle.
  const hasToggle = winners.data.length > LEADERBOARD_SHOW_MORE_THRESHOLD_ROWS;
  const shown =
    hasToggle && !isShowingAll
      ? winners.data.slice(0, LEADERBOARD_SHOW_MORE_THRESHOLD_ROWS)
      : winners.data;

  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('raffle_col_position')}</th>
              <th scope="col">{t('raffle_col_player')}</th>
              <th scope="col">{t('raffle_col_tickets')}</th>
              <th scope="col">{t('raffle_col_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((winner) => {
              const isOwn = userId !== null && winner.user_id === userId;
              return (
                <tr
                  key={winner.position}
                  data-testid="raffle-leaderboard-row"
                  data-own={isOwn ? 'true' : undefined}
                  aria-current={isOwn ? 'true' : undefined}
                  className={isOwn ? styles.ownRow : undefined}
                >
                  <td className={styles.numeric}>{winner.position}</td>
                  <td>{winner.user_name}</td>
                  <td className={styles.numeric}>{winner.raffleAmount}</td>
                  <td>{winner.item_translation}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hasToggle ? (
        <button
          type="button"
          className={styles.showMore}
          aria-expanded={isShowingAll}
          onClick={() => setIsShowingAll((all) => !all)}
        >
          {isShowingAll ? t('raffle_show_less') : t('raffle_show_more')}
        </button>
      ) : null}
    </>
  );
}
