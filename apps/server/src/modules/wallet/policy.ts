import { AppError } from '../../platform/errors';
import type { IdentityService } from '../identity/service';
import type { MoneyPolicy } from './service';

/**
 * The account checks of the wallet's policy (DESIGN §4): an operator's block and a self-exclusion
 * or time-out close deposits and stakes; a gameplay block closes stakes. A withdrawal stays open in
 * every case — a player's own money can always be asked back. Deposit and loss limits are later
 * checks of the same kind.
 */
export function createAccountRestrictionPolicy(
  identity: Pick<IdentityService, 'restrictionsOf'>,
): MoneyPolicy {
  return async ({ tx, playerId, purpose }) => {
    if (purpose === 'withdrawal') return;
    const restrictions = await identity.restrictionsOf(playerId, tx);
    if (restrictions === undefined) throw new AppError('USER_NOT_FOUND');
    if (restrictions.isBlocked) throw new AppError('ACCOUNT_BLOCKED');
    if (restrictions.isSelfExcluded) throw new AppError('SELF_EXCLUDED');
    if (restrictions.isTimedOut) throw new AppError('TIMED_OUT');
    if (purpose === 'stake' && restrictions.hasGameplayBlock)
      throw new AppError('GAMEPLAY_BLOCKED');
  };
}
