import type { NotificationLink } from '@playfair/contracts/player-notifications';
import { webPagePath } from '@playfair/contracts/web-pages';
import { historyRoutePath } from '../modal/history-routes';

/** The account panel on one of its tabs, under the locale's slug (`/pe/cuenta?tab=inbox`). */
function accountTabPath(locale: string, tab: 'limits' | 'inbox' | 'verification'): string {
  return `${historyRoutePath('account', locale)}?tab=${tab}`;
}

/** Where a notification leads when clicked (spec 000 §3 Notification `link`). */
export function notificationLinkPath(link: NotificationLink, locale: string): string {
  switch (link) {
    case 'races':
      return webPagePath(locale, 'races');
    case 'raffle':
      return webPagePath(locale, 'raffle');
    case 'rewards':
      // The rewards modal's history route (`/en/rewards`, `/pe/bonos-y-recompensas`).
      return historyRoutePath('rewards', locale);
    case 'limits':
    case 'inbox':
    case 'verification':
      return accountTabPath(locale, link);
  }
}
