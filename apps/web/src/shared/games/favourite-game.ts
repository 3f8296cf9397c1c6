import {
  type TFavouriteResponse,
  type TGameTile,
  ZFavouriteResponse,
} from '@playfair/contracts/lobby';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config-context';
import { errorText } from '../http/error-text';
import { httpRequest } from '../http/http-client';
import { notify } from '../notifications/notification-queue';
import { GAME_LISTS_QUERY_ROOT, withFavourite } from './game-lists';

export type FavouriteChange = {
  game: Pick<TGameTile, 'id' | 'slug'>;
  /** What the game becomes: a favourite (add) or not (remove). */
  favourite: boolean;
};

/**
 * GET /{locale}/user/addfavourite/{slug}/{id} or /user/removefavourite/{slug}/{id} (spec 000 §7):
 * a logged-in player's call, with the XHR marker the http client adds; answers the notification
 * text in the player's language.
 */
export function putFavourite({
  locale,
  game,
  favourite,
}: FavouriteChange & { locale: string }): Promise<TFavouriteResponse> {
  const action = favourite ? 'addfavourite' : 'removefavourite';
  return httpRequest(
    `/${encodeURIComponent(locale)}/user/${action}/${encodeURIComponent(game.slug)}/${encodeURIComponent(game.id)}`,
    { schema: ZFavouriteResponse },
  );
}

const GAME_LISTS_KEY: QueryKey = [GAME_LISTS_QUERY_ROOT];

type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

async function markEverywhere(
  queryClient: QueryClient,
  change: FavouriteChange,
): Promise<Snapshot> {
  // An answer still on its way would overwrite the mark with the old value.
  await queryClient.cancelQueries({ queryKey: GAME_LISTS_KEY });
  const snapshot = queryClient.getQueriesData({ queryKey: GAME_LISTS_KEY });
  queryClient.setQueriesData({ queryKey: GAME_LISTS_KEY }, (data: unknown) =>
    withFavourite(data, change.game.id, change.favourite),
  );
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
}

/**
 * Toggles a favourite (spec 000 §4): every cached list of games shows the new state at once, a
 * failure puts them back, and either way a 3 s notification says what happened (spec 000 §9).
 * Afterwards the lists are read again, so the favourites row holds the game (or lets it go).
 */
export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  const { locale } = useAppConfig();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (change: FavouriteChange) => putFavourite({ locale, ...change }),
    onMutate: (change) => markEverywhere(queryClient, change),
    onSuccess: (answer) => {
      notify({ message: answer.message, kind: 'favourite' });
    },
    onError: (error, _change, snapshot) => {
      restore(queryClient, snapshot);
      notify({ message: errorText(error, t), kind: 'favourite' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: GAME_LISTS_KEY }),
  });
}
