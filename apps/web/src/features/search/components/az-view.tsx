import type { LobbyVertical } from '@playfair/contracts/lobby';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { useAllGames } from '../api/get-all-games';
import { AZ_LETTERS, AZ_OTHER, gamesByLetter, shownLetter } from '../model/a-z';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';
import styles from './search.module.css';

/** Every game of the vertical by first letter: a letter at a time, letters without games off. */
export function AzView({ vertical }: { vertical: LobbyVertical }) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const games = useAllGames({ locale, vertical, userId }, { isEnabled: true });
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryState query={games}>
      {(answer) => {
        const groups = gamesByLetter(answer.games, locale);
        const letter = shownLetter(groups, chosen);
        if (letter === null) return <EmptyView />;
        return (
          <>
            <div role="group" aria-label={t('search_az_label')} className={styles.letters}>
              {AZ_LETTERS.map((candidate) => (
                <button
                  key={candidate}
                  type="button"
                  className={styles.letter}
                  aria-pressed={candidate === letter}
                  aria-label={candidate === AZ_OTHER ? t('search_az_other') : undefined}
                  disabled={!groups.has(candidate)}
                  onClick={() => setChosen(candidate)}
                >
                  {candidate.toUpperCase()}
                </button>
              ))}
            </div>
            <GameGrid games={groups.get(letter) ?? []} />
          </>
        );
      }}
    </QueryState>
  );
}
