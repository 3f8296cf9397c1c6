import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/modal/modal-context';
import { Button } from '../../../shared/ui/button';
import { CloseIcon } from '../../../shared/ui/icons';
import { SelectField } from '../../../shared/ui/select-field';
import { isLobbySort, LOBBY_SORTS, type LobbySort } from '../model/sort-games';
import styles from './lobby.module.css';

const SORT_LABEL_KEYS = {
  none: 'lobby_sort_none',
  asc: 'lobby_sort_asc',
  desc: 'lobby_sort_desc',
  newest: 'lobby_sort_newest',
  oldest: 'lobby_sort_oldest',
} as const satisfies Record<LobbySort, string>;

type LobbyToolbarProps = {
  count: number;
  sort: LobbySort;
  provider: string | null;
  onSortChange: (sort: LobbySort) => void;
  onProviderClear: () => void;
};

/** Above a category list: how many games, the sort select and the providers (spec 001 §2). */
export function LobbyToolbar({
  count,
  sort,
  provider,
  onSortChange,
  onProviderClear,
}: LobbyToolbarProps) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {t('lobby_games_count', { count })}
      </p>
      {provider === null ? null : (
        <span className={styles.activeFilter}>
          {t('lobby_provider_active', { label: provider })}
          <button
            type="button"
            className={styles.clearFilter}
            aria-label={t('lobby_provider_clear')}
            onClick={onProviderClear}
          >
            <CloseIcon />
          </button>
        </span>
      )}
      <div className={styles.toolbarActions}>
        <Button variant="secondary" size="sm" onClick={() => modals.open('game-providers')}>
          {t('lobby_providers_button')}
        </Button>
        <SelectField
          className={styles.sort}
          label={t('lobby_sort_label')}
          value={sort}
          options={LOBBY_SORTS.map((value) => ({ value, label: t(SORT_LABEL_KEYS[value]) }))}
          onChange={(event) => {
            if (isLobbySort(event.target.value)) onSortChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
}
