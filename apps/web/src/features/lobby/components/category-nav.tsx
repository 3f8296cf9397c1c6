import {
  LOBBY_HOME_CATEGORY,
  type LobbyVertical,
  type TCategoryRow,
} from '@playfair/contracts/lobby';
import { lobbyCategoryPath } from '@playfair/contracts/web-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import styles from './lobby.module.css';

type CategoryNavProps = {
  vertical: LobbyVertical;
  /** The home view's rows (null while they load). */
  rows: readonly TCategoryRow[] | null;
  activeCategory: string;
};

/**
 * The category chips (spec 000 §2 "choosing a category"): the lobby home, then every category
 * that has games. Each is a link to the category's address, so it also works in a new tab.
 */
export function CategoryNav({ vertical, rows, activeCategory }: CategoryNavProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const categories = (rows ?? []).filter((row) => row.total > 0);
  const chips = [
    { name: LOBBY_HOME_CATEGORY, label: t('lobby_home_chip') },
    ...categories.map((row) => ({ name: row.name, label: row.page.title })),
  ];
  return (
    <nav className={styles.categories} aria-label={t('lobby_categories_label')}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.name}>
            <Link
              to={lobbyCategoryPath(locale, vertical, chip.name)}
              className={styles.chip}
              aria-current={chip.name === activeCategory ? 'page' : undefined}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
