import { LOBBY_VERTICALS } from '@playfair/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { lobbyBasePath } from '../model/lobby-address';
import { lobbyTabOf } from '../model/lobby-tab';
import styles from './lobby.module.css';

const TAB_LABEL_KEYS = { casino: 'menu_casino', live: 'menu_liveCasino' } as const;

/** Casino and live casino, the current one marked (spec 001 §2: the path decides). */
export function LobbyTabs() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { pathname } = useLocation();
  const current = lobbyTabOf(pathname)?.vertical ?? null;
  return (
    <nav className={styles.tabs} aria-label={t('lobby_verticals_label')}>
      {LOBBY_VERTICALS.map((vertical) => (
        <Link
          key={vertical}
          to={lobbyBasePath(locale, vertical)}
          className={styles.tab}
          aria-current={current === vertical ? 'page' : undefined}
        >
          {t(TAB_LABEL_KEYS[vertical])}
        </Link>
      ))}
    </nav>
  );
}
