import type { LobbyVertical } from '@playfair/contracts/lobby';
import { useTranslation } from 'react-i18next';
import type { SearchView } from '../model/search-views';
import { AzView } from './az-view';
import { CategoriesView } from './categories-view';
import { FavouritesView } from './favourites-view';
import { JackpotsView } from './jackpots-view';
import { ListedGamesView } from './listed-games-view';
import { ProvidersView } from './providers-view';
import { RacesView } from './races-view';
import styles from './search.module.css';
import { VIEW_LABEL_KEYS } from './view-tabs';

function ViewContent({ view, vertical }: { view: SearchView; vertical: LobbyVertical }) {
  switch (view) {
    case 'categories':
      return <CategoriesView vertical={vertical} />;
    case 'az':
      return <AzView vertical={vertical} />;
    case 'providers':
      return <ProvidersView vertical={vertical} />;
    case 'favourites':
      return <FavouritesView />;
    case 'jackpots':
      return <JackpotsView />;
    case 'table-games':
      return <ListedGamesView list="casino" tag="table-games" />;
    case 'live-casino':
      return <ListedGamesView list="live" tag={null} />;
    case 'races':
      return <RacesView />;
  }
}

/** The chosen view (spec 000 §2), labelled by its name. */
export function ViewPanel({ view, vertical }: { view: SearchView; vertical: LobbyVertical }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t(VIEW_LABEL_KEYS[view])} className={styles.panel}>
      <ViewContent view={view} vertical={vertical} />
    </section>
  );
}
