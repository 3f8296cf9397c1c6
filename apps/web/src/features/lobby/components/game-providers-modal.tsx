import { LOBBY_HOME_CATEGORY } from '@playfair/contracts/lobby';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useIsNarrowScreen } from '../../../shared/hooks/use-device';
import { useModals } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { Spinner } from '../../../shared/ui/spinner';
import { useLobbyGames } from '../../../shared/games/lobby-games';
import { lobbyLocationOf, readLobbyQuery, withLobbyQuery } from '../model/lobby-address';
import { listProviders } from '../model/providers';
import styles from './game-providers-modal.module.css';

function splitAddress(address: string): { pathname: string; search: string } {
  const url = new URL(address, 'http://lobby.invalid');
  return { pathname: url.pathname, search: url.search };
}

/**
 * The game-providers modal (spec 001 §2, modal id `game-providers`): the vendors of the category
 * under it, in the spec's provider order (001 §9) with their game counts. Choosing one filters the
 * list through its query string and closes the modal. A grid of cards on wide screens, a
 * full-height sheet with one provider per line on narrow ones (spec 001 §2 "desktop and mobile
 * variants"; narrow is under 1149 px, spec 000 §9).
 */
export function GameProvidersModal() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const { base } = useModals();
  const navigate = useNavigate();
  const isSheet = useIsNarrowScreen();
  const { pathname, search } = splitAddress(base);
  const lobby = lobbyLocationOf(pathname) ?? {
    vertical: 'casino' as const,
    category: LOBBY_HOME_CATEGORY,
  };
  const current = readLobbyQuery(search).provider;
  const games = useLobbyGames({ ...lobby, locale, userId });
  const rows = games.data?.response.categoryGamesList ?? [];
  // A game may sit in several rows (the home view's): each counts once.
  const uniqueGames = new Map(rows.flatMap((row) => row.games).map((game) => [game.id, game]));
  const providers = listProviders([...uniqueGames.values()]);
  const total = providers.reduce((sum, provider) => sum + provider.count, 0);

  function choose(provider: string | null) {
    // Replacing the modal's history entry closes it and leaves the filtered list behind it.
    void navigate(`${pathname}${withLobbyQuery(search, { provider })}`, {
      replace: true,
      preventScrollReset: true,
    });
  }

  const choices: { name: string | null; label: string; count: number }[] = [
    { name: null, label: t('lobby_providers_all'), count: total },
    ...providers.map((provider) => ({ ...provider, label: provider.name })),
  ];

  return (
    <ModalDialog title={t('lobby_providers_title')} size="lg" isBusy={games.isPending}>
      <div className={styles.body} data-variant={isSheet ? 'sheet' : 'grid'}>
        {games.isPending ? (
          <div className={styles.loading} role="status" aria-label={t('loading')}>
            <Spinner />
          </div>
        ) : games.isError ? (
          <ErrorState isCompact onRetry={() => void games.refetch()} titleAs="h3" />
        ) : (
          <ul className={styles.providers}>
            {choices.map((choice) => (
              <li key={choice.name ?? ''}>
                <button
                  type="button"
                  className={styles.provider}
                  aria-pressed={choice.name === current}
                  onClick={() => choose(choice.name)}
                >
                  <span className={styles.providerName}>{choice.label}</span>
                  <span className={styles.providerCount}>
                    {t('lobby_games_count', { count: choice.count })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
