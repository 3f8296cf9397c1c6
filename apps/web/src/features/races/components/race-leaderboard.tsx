import { RACES_NAMESPACE } from '../text-keys';
import type { TRaceLeaderboardRow } from '@playfair/contracts/races';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './race-parts.module.css';

type RaceLeaderboardProps = {
  rows: readonly TRaceLeaderboardRow[];
  /** How many of the first rows show; the reader's own row shows whatever its place. */
  limit?: number;
  isCompact?: boolean;
};

/** The rows shown: the first `limit`, and the reader's own row when it is below them. */
function shownRows(rows: readonly TRaceLeaderboardRow[], limit: number): TRaceLeaderboardRow[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const top = sorted.slice(0, limit);
  const own = sorted.find((row) => row.isOwn);
  return own === undefined || top.includes(own) ? top : [...top, own];
}

/**
 * spec 001 §3 / §4: position, masked name and points; the reader's own row is always there and
 * marked (`data-own`, `aria-current`). A gap in the positions shows as an ellipsis row.
 */
export function RaceLeaderboard({
  rows,
  limit = Number.POSITIVE_INFINITY,
  isCompact = false,
}: RaceLeaderboardProps) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const shown = shownRows(rows, limit);
  if (shown.length === 0) {
    return (
      <p className={styles.muted} data-testid="race-leaderboard">
        {t('race_leaderboard_empty')}
      </p>
    );
  }
  return (
    <table
      className={styles.board}
      data-compact={isCompact ? 'true' : undefined}
      data-testid="race-leaderboard"
    >
      <caption className={styles.visuallyHidden}>{t('race_leaderboard_title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('race_col_position')}</th>
          <th scope="col">{t('race_col_player')}</th>
          <th scope="col" className={styles.numeric}>
            {t('race_col_points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((row, index) => {
          const previous = shown[index - 1];
          const hasGap = previous !== undefined && row.position > previous.position + 1;
          return (
            <Fragment key={row.uid}>
              {hasGap ? (
                <tr className={styles.gap} aria-hidden="true">
                  <td colSpan={3}>…</td>
                </tr>
              ) : null}
              <tr
                className={row.isOwn ? styles.ownRow : undefined}
                data-own={row.isOwn ? 'true' : undefined}
                aria-current={row.isOwn ? 'true' : undefined}
                data-testid="race-leaderboard-row"
              >
                <td className={styles.numeric}>{row.position}</td>
                <td className={styles.name}>
                  {row.name}
                  {row.isOwn ? <span className={styles.you}>{t('race_you')}</span> : null}
                </td>
                <td className={styles.numeric}>{row.points}</td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
