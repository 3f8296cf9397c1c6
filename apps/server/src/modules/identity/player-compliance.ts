import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type {
  PlayerRestrictions,
  PlayerStatusPatch,
  RestrictionsService,
} from '../restrictions/service';
import type { PlayerStatuses } from './profile';
import { findPlayerAccount, findPlayerAccountsByEmail, type PlayerAccount } from './repo';

// The operator API's view of players' compliance statuses and blocks, and their change.

/** The compliance view of a player: who, and the statuses and blocks an operator sets. */
export type PlayerComplianceRow = PlayerAccount & PlayerStatuses;

/** The operator API's view of players' compliance statuses (operator-routes.ts). */
export type PlayerComplianceService = {
  /** The players with that email (one or none; emails are unique). */
  findByEmail(email: string): Promise<PlayerComplianceRow[]>;
  /** Sets statuses and blocks and records who, when and why; PLAYER_NOT_FOUND when unknown. */
  update(input: {
    playerId: string;
    patch: PlayerStatusPatch;
    operatorId: string;
    reason: string;
  }): Promise<PlayerComplianceRow>;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function complianceRowOf(account: PlayerAccount, restrictions: PlayerRestrictions) {
  return {
    ...account,
    amlStatus: restrictions.amlStatus,
    kycStatus: restrictions.kycStatus,
    hasGameplayBlock: restrictions.hasGameplayBlock,
    hasScanVerification: restrictions.hasScanVerification,
    hasUnverifiedBlock: restrictions.hasUnverifiedBlock,
    hasPepBlock: restrictions.hasPepBlock,
    hasKycBlock: restrictions.hasKycBlock,
    hasRgTriggerBlock: restrictions.hasRgTriggerBlock,
  } satisfies PlayerComplianceRow;
}

/** The players are identity's; their statuses and the record of each change, the restrictions'. */
export function createPlayerComplianceService({
  db,
  restrictions,
}: {
  db: Database;
  restrictions: Pick<RestrictionsService, 'restrictionsOf' | 'changeStatuses'>;
}): PlayerComplianceService {
  return {
    async findByEmail(email) {
      const accounts = await findPlayerAccountsByEmail(db, email);
      return Promise.all(
        accounts.map(async (account) =>
          complianceRowOf(account, await restrictions.restrictionsOf(account.playerId)),
        ),
      );
    },
    async update({ playerId, ...change }) {
      const account = UUID_PATTERN.test(playerId)
        ? await findPlayerAccount(db, playerId)
        : undefined;
      if (account === undefined) throw new AppError('USER_NOT_FOUND');
      return complianceRowOf(account, await restrictions.changeStatuses({ playerId, ...change }));
    },
  };
}
