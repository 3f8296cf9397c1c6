import type { LobbyVertical, TLobbyGamesResponse } from '@playfair/contracts/lobby';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { CasinoIcon } from '../../../shared/ui/icons';
import { type LobbyQuery, readLobbyQuery, withLobbyQuery } from '../model/lobby-address';
import { filterByProvider } from '../model/providers';
import { sortGames } from '../model/sort-games';
import { GamesGrid } from './games-grid';
import { LobbyToolbar } from './lobby-toolbar';

type LobbyCategoryProps = {
  vertical: LobbyVertical;
  category: string;
  answer: TLobbyGamesResponse;
};

/**
 * A category's full list (spec 000 §2), sorted and filtered by provider as the query string says
 * (spec 001 §2), in a virtualised grid.
 */
export function LobbyCategory({ vertical, category, answer }: LobbyCategoryProps) {
  const { t } = useTranslation();
  const { languageTag } = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readLobbyQuery(searchParams);
  const rows = answer.response.categoryGamesList;
  const row = rows.find((candidate) => candidate.name === category) ?? rows[0];
  const games = useMemo(() => row?.games ?? [], [row]);
  const shown = useMemo(
    () => sortGames(filterByProvider(games, query.provider), query.sort, languageTag),
    [games, query.provider, query.sort, languageTag],
  );

  function changeQuery(change: Partial<LobbyQuery>) {
    setSearchParams((current) => new URLSearchParams(withLobbyQuery(current.toString(), change)), {
      replace: true,
      preventScrollReset: true,
    });
  }

  const title = row?.page.title ?? answer.page.title;
  return (
    <>
      <LobbyToolbar
        count={shown.length}
        sort={query.sort}
        provider={query.provider}
        onSortChange={(sort) => changeQuery({ sort })}
        onProviderClear={() => changeQuery({ provider: null })}
      />
      {shown.length === 0 ? (
        <EmptyState
          icon={<CasinoIcon />}
          title={t('lobby_empty_title')}
          text={
            query.provider === null
              ? t('lobby_empty_text')
              : t('lobby_provider_empty_text', { label: query.provider })
          }
        >
          {query.provider === null ? undefined : (
            <Button variant="secondary" size="sm" onClick={() => changeQuery({ provider: null })}>
              {t('lobby_provider_clear')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <GamesGrid
          games={shown}
          vertical={vertical}
          label={t('lobby_games_list_label', { label: title })}
        />
      )}
    </>
  );
}
