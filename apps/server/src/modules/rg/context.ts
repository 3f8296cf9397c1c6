import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import type { IdentityService } from '../identity/service';
import type { RestrictionsService } from '../restrictions/service';
import type { WalletService } from '../wallet/service';

/** What the responsible-gambling services share (DESIGN §10). */
export type RgContext = {
  db: Database;
  /** "Limit changed" and "player restricted" are written with the change they describe. */
  events: Pick<EventBus, 'publish'>;
  jurisdictions: { profileFor(country: string | null): JurisdictionProfile };
  wallet: Pick<WalletService, 'cashUsageSince'>;
  identity: Pick<
    IdentityService,
    'loggedInMsSince' | 'checkPassword' | 'revokeAllSessions' | 'findPlayer'
  >;
  restrictions: Pick<RestrictionsService, 'startBreak' | 'restrictionsOf' | 'changeStatuses'>;
  now: () => Date;
};
