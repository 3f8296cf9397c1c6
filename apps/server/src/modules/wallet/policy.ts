import { isRetiredCurrency } from '@playfair/domain/euro-changeover';
import { firstReasonAgainst, type PlayReason } from '@playfair/domain/play-eligibility';
import type { ErrorCode } from '@playfair/domain/error-codes';
import { AppError } from '../../platform/errors';
import type { IdentityService } from '../identity/service';
import type { MoneyPolicy } from './service';

/** The answer to a refused deposit or stake, by the reason the player is told first. */
function refusalCode(reason: PlayReason): ErrorCode {
  switch (reason) {
    case 'account-blocked':
      return 'ACCOUNT_BLOCKED';
    case 'self-excluded':
      return 'SELF_EXCLUDED';
    case 'timed-out':
      return 'TIMED_OUT';
    case 'gameplay-block':
      return 'GAMEPLAY_BLOCKED';
    // These close real play at the launch, never money itself (domain play-eligibility.ts); were
    // one to close stakes, it would be a block of play.
    case 'unverified-block':
    case 'pep-block':
    case 'kyc-block':
    case 'scan-verification':
    case 'aml-status':
    case 'kyc-status':
    case 'rg-trigger-block':
    case 'unverified-german-player':
      return 'GAMEPLAY_BLOCKED';
  }
}

/**
 * The account checks of the wallet's policy (DESIGN §4), as domain `playEligibility` answers them:
 * an operator's block and a self-exclusion or time-out close deposits and stakes; a gameplay block
 * closes stakes. A withdrawal stays open in every case — a player's own money can always be asked
 * back. Deposit and loss limits are later checks of the same kind.
 */
export function createAccountRestrictionPolicy(
  identity: Pick<IdentityService, 'eligibilityOf'>,
): MoneyPolicy {
  return async ({ tx, playerId, purpose }) => {
    if (purpose === 'withdrawal') return;
    const eligibility = await identity.eligibilityOf(playerId, tx);
    if (eligibility === undefined) throw new AppError('USER_NOT_FOUND');
    const reason = firstReasonAgainst(eligibility, purpose);
    if (reason !== undefined) throw new AppError(refusalCode(reason));
  };
}

/**
 * spec 000 §4 the Croatian migration: kuna is no longer money anyone stakes or deposits. A player
 * still holding kuna migrates to the euro first; asking their kuna back (a withdrawal) stays open.
 */
export function createRetiredCurrencyPolicy(): MoneyPolicy {
  return async ({ purpose, currency }) => {
    if (purpose !== 'withdrawal' && isRetiredCurrency(currency)) {
      throw new AppError('CURRENCY_MIGRATION_REQUIRED');
    }
  };
}
