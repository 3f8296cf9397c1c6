import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useJackpots } from '../../../shared/jackpots/get-jackpots';
import { useSession } from '../../../shared/session/session-context';
import { useAllGames } from '../api/get-all-games';
import { jackpotGames } from '../model/jackpot-games';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';
import styles from './search.module.css';

/** The games of the jackpot feed, richest first, each with its amount (formatMoney). */
export function JackpotsView() {
  const { t } = useTranslation();
  const { locale, currency } = useAppConfig();
  const { userId } = useSession();
  const jackpots = useJackpots({ locale, currency });
  const casino = useAllGames({ locale, vertical: 'casino', userId }, { isEnabled: true });
  return (
    <QueryState query={jackpots}>
      {({ Data }) => (
        <QueryState query={casino}>
          {({ games }) => {
            const listed = jackpotGames(Data, games);
            if (listed.length === 0) {
              return (
                <EmptyView
                  titleKey="search_jackpots_empty_title"
                  textKey="search_jackpots_empty_text"
                />
              );
            }
            const amounts = new Map(listed.map(({ game, amount }) => [game.id, amount]));
            return (
              <GameGrid
                games={listed.map(({ game }) => game)}
                captionOf={(game) => (
                  <span className={styles.jackpot}>
                    {t('search_jackpot_amount', { amount: amounts.get(game.id) })}
                  </span>
                )}
              />
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}
