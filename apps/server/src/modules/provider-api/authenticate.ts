import { AppError } from '../../platform/errors';
import type { ProviderCalls } from './calls';

/**
 * The catalog's launch tokens (DESIGN §7): single use, issued when a game is opened, for the
 * provider it opens at; another provider's token answers null and stays unused.
 */
export type LaunchTokenConsumer = (
  token: string,
  providerId: string,
) => Promise<{
  playerId: string;
  gameId: string;
  currency: string;
  stakeCapMinor: bigint | null;
  requiresSessionLimits: boolean;
} | null>;

export type PlayerBalance = { currency: string; balanceMinor: bigint };

/**
 * POST /provider-api/v1/authenticate: trades the calling provider's launch token for its player
 * and opens the launch gameplay checks every debit against.
 */
export async function authenticate(
  { identity, wallet, gameplay }: ProviderCalls,
  consumeLaunchToken: LaunchTokenConsumer,
  providerId: string,
  token: string,
): Promise<PlayerBalance & { playerId: string }> {
  const grant = await consumeLaunchToken(token, providerId);
  if (grant === null) throw new AppError('PROVIDER_TOKEN_INVALID');
  const player = await identity.findPlayer(grant.playerId);
  if (player === undefined) throw new AppError('PROVIDER_TOKEN_INVALID');
  await gameplay.openLaunch({
    providerId,
    playerId: player.id,
    gameId: grant.gameId,
    currency: grant.currency,
    stakeCapMinor: grant.stakeCapMinor,
    requiresSessionLimits: grant.requiresSessionLimits,
  });
  const { cashMinor, bonusMinor } = await wallet.balances(player.id, player.currency);
  return { playerId: player.id, currency: player.currency, balanceMinor: cashMinor + bonusMinor };
}

/**
 * POST /provider-api/v1/balance: the player's playable money — cash and bonus (decision 009) — in
 * the player's currency.
 */
export async function balance(
  { wallet, playerOrFail }: ProviderCalls,
  playerId: string,
): Promise<PlayerBalance> {
  const player = await playerOrFail(playerId);
  const { cashMinor, bonusMinor } = await wallet.balances(player.id, player.currency);
  return { currency: player.currency, balanceMinor: cashMinor + bonusMinor };
}
