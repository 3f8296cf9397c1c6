import type { LobbyVertical } from '@playfair/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/modal/modal-context';
import type { SearchView } from '../model/search-views';
import styles from './search-button.module.css';
import { SearchIcon } from '../../../shared/ui/icons';

type SearchButtonProps = {
  /** The lobby to search; by default the page's (live casino pages search the live lobby). */
  vertical?: LobbyVertical;
  /** The view the overlay opens on. */
  view?: SearchView;
  className?: string;
  labelClassName?: string;
};

/** Opens the search overlay (modal id `search`, spec 001 §2). */
export function SearchButton({ vertical, view, className, labelClassName }: SearchButtonProps) {
  const { t } = useTranslation();
  const modals = useModals();

  function handleClick() {
    modals.open('search', {
      params: {
        ...(vertical === undefined ? {} : { vertical }),
        ...(view === undefined ? {} : { view }),
      },
    });
  }

  return (
    <button
      type="button"
      className={className === undefined ? styles.button : `${styles.button} ${className}`}
      aria-haspopup="dialog"
      onClick={handleClick}
    >
      <SearchIcon className={styles.icon} />
      <span className={labelClassName}>{t('search_open')}</span>
    </button>
  );
}
