import {
  type TMigrationResponse,
  ZMigrationResponse,
} from '@playfair/contracts/currency-migration';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/user/start-migration (spec 000 §7, JSON): starts the player's migration to the
 * euro once and answers its progress; asked again every 2 s while it is in progress.
 */
export function startMigration({ locale }: { locale: string }): Promise<TMigrationResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/start-migration`, {
    schema: ZMigrationResponse,
  });
}
