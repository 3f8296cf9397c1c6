import {
  LOBBY_HOME_CATEGORY,
  type LobbyVertical,
  type TLobbyGamesResponse,
} from '@playfair/contracts/lobby';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { isApiError } from '../../../shared/http/api-error';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { SectionErrorBoundary } from '../../../shared/ui/section-error-boundary';
import { useLobbyGames } from '../../../shared/games/lobby-games';
import { usePageMeta } from '../hooks/use-page-meta';
import { CategoryNav } from './category-nav';
import { LobbyCategory } from './lobby-category';
import { LobbyHome } from './lobby-home';
import { LobbyTabs } from './lobby-tabs';
import styles from './lobby.module.css';
import { SeoText } from './seo-text';
import { TileSkeletons } from './tile-skeletons';

type LobbyViewProps = { vertical: LobbyVertical; category: string; notFound: ReactNode };

const VERTICAL_TITLE_KEYS = { casino: 'menu_casino', live: 'menu_liveCasino' } as const;

function isUnknownCategory(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'INVALID_GAME_CATEGORY');
}

/**
 * One lobby view: its title, description and SEO text (spec 000 §2: swapped with the category),
 * the category chips, then the rows (home) or the category's full list.
 */
export function LobbyView({ vertical, category, notFound }: LobbyViewProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const input = { vertical, locale, userId };
  const home = useLobbyGames({ ...input, category: LOBBY_HOME_CATEGORY });
  const view = useLobbyGames({ ...input, category });
  const isHome = category === LOBBY_HOME_CATEGORY;
  const page = view.data?.page;
  const title = page?.title ?? t(VERTICAL_TITLE_KEYS[vertical]);
  usePageMeta({ title, description: page?.description ?? null });

  if (!isHome && view.isError && isUnknownCategory(view.error)) return notFound;

  return (
    <div className={styles.lobby} data-vertical={vertical}>
      <LobbyTabs />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {page === undefined ? (
          <p className={`${styles.description} ${styles.textSkeleton}`} aria-hidden="true" />
        ) : (
          <p className={styles.description}>{page.description}</p>
        )}
      </header>
      <CategoryNav
        vertical={vertical}
        rows={home.data?.response.categoryGamesList ?? null}
        activeCategory={category}
      />
      <SectionErrorBoundary resetKey={category}>
        <LobbyContent vertical={vertical} category={category} isHome={isHome} query={view} />
      </SectionErrorBoundary>
      {page === undefined ? null : (
        <SeoText key={`${vertical}/${category}`} content={page.content} />
      )}
    </div>
  );
}

type LobbyContentProps = {
  vertical: LobbyVertical;
  category: string;
  isHome: boolean;
  query: UseQueryResult<TLobbyGamesResponse>;
};

function LobbyContent({ vertical, category, isHome, query }: LobbyContentProps) {
  if (query.isPending) return <TileSkeletons layout={isHome ? 'rows' : 'grid'} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return isHome ? (
    <LobbyHome vertical={vertical} answer={query.data} />
  ) : (
    <LobbyCategory vertical={vertical} category={category} answer={query.data} />
  );
}
