import { LOBBY_HOME_CATEGORY, type LobbyVertical } from '@playfair/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { useLobbyGames } from '../../../shared/games/lobby-games';
import { categoryPath } from '../model/search-views';
import { EmptyView } from './empty-view';
import { QueryState } from './query-state';
import styles from './search.module.css';

/** The lobby's categories, each a link to its page (which closes the overlay). */
export function CategoriesView({ vertical }: { vertical: LobbyVertical }) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const rows = useLobbyGames({ locale, vertical, userId, category: LOBBY_HOME_CATEGORY });
  return (
    <QueryState query={rows}>
      {(answer) => {
        const categories = answer.response.categoryGamesList;
        if (categories.length === 0) return <EmptyView />;
        return (
          <ul className={styles.links}>
            {categories.map((row) => (
              <li key={row.id}>
                <Link to={categoryPath(locale, vertical, row.name)} className={styles.linkCard}>
                  <span className={styles.linkTitle}>{row.page.title || row.name}</span>
                  <span className={styles.linkMeta}>
                    {t('search_games_count', { count: row.total })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
