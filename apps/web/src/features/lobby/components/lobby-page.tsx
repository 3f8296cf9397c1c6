import { LOBBY_HOME_CATEGORY, type LobbyVertical } from '@playfair/contracts/lobby';
import { isCategorySlug } from '@playfair/contracts/web-pages';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useReloadOnHistoryPop } from '../hooks/use-reload-on-history-pop';
import { lobbyBasePath } from '../model/lobby-address';
import { LobbyView } from './lobby-view';

export type LobbyPageProps = {
  vertical: LobbyVertical;
  /** What an unknown category shows (src/app passes its 404 page). */
  notFound: ReactNode;
};

/**
 * `/{locale}/casino[/{category}]` and `/{locale}/live-casino[/{category}]` (spec 000 §2, DESIGN §6):
 * the home view of category rows, or one category's full list. The page stays mounted while the
 * player moves between categories; Back and Forward into it reload the document (spec 000 §2).
 */
export function LobbyPage({ vertical, notFound }: LobbyPageProps) {
  const { category } = useParams();
  const { locale } = useAppConfig();
  useReloadOnHistoryPop();

  if (category === undefined) {
    return <LobbyView vertical={vertical} category={LOBBY_HOME_CATEGORY} notFound={notFound} />;
  }
  // Home's address is the base alone (spec 000 §2).
  if (category === LOBBY_HOME_CATEGORY)
    return <Navigate to={lobbyBasePath(locale, vertical)} replace />;
  if (!isCategorySlug(category)) return notFound;
  return <LobbyView vertical={vertical} category={category} notFound={notFound} />;
}
