import type { LobbyVertical } from '@playfair/contracts/lobby';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { ChevronLeftIcon } from '../../../shared/ui/icons';
import { useAllGames } from '../api/get-all-games';
import { gamesOfProvider, providersOf } from '../model/providers';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';
import styles from './search.module.css';

/**
 * The vertical's providers in the lobby's order (spec 001 §9 weights), each opening its games.
 */
export function ProvidersView({ vertical }: { vertical: LobbyVertical }) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const games = useAllGames({ locale, vertical, userId }, { isEnabled: true });
  const [vendor, setVendor] = useState<string | null>(null);
  // Focus follows the player: onto "All providers" when a provider opens, back onto that
  // provider when the list returns.
  const [lastVendor, setLastVendor] = useState<string | null>(null);

  function handleBack() {
    setLastVendor(vendor);
    setVendor(null);
  }
  return (
    <QueryState query={games}>
      {(answer) => {
        if (vendor !== null) {
          return (
            <>
              <div className={styles.providerBar}>
                <button type="button" className={styles.back} onClick={handleBack} autoFocus>
                  <ChevronLeftIcon />
                  <span>{t('search_providers_back')}</span>
                </button>
                <h3 className={styles.providerTitle}>{vendor}</h3>
              </div>
              <GameGrid games={gamesOfProvider(answer.games, vendor)} />
            </>
          );
        }
        const providers = providersOf(answer.games);
        if (providers.length === 0) return <EmptyView />;
        return (
          <ul className={styles.links}>
            {providers.map((provider) => (
              <li key={provider.vendor}>
                <button
                  type="button"
                  className={styles.linkCard}
                  onClick={() => setVendor(provider.vendor)}
                  autoFocus={provider.vendor === lastVendor}
                >
                  <span className={styles.linkTitle}>{provider.vendor}</span>
                  <span className={styles.linkMeta}>
                    {t('search_games_count', { count: provider.gameCount })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        );
      }}
    </QueryState>
  );
}
