import { ZWalletResponse } from '@playfair/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../identity/service';
import { walletBody, type WalletService } from './service';

export type WalletRouteOptions = {
  wallet: WalletService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf'>;
};

export const walletRoutes: FastifyPluginAsyncZod<WalletRouteOptions> = async (
  app,
  { wallet, auth },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // GET /{locale}/user/wallet: the cash account in the player's currency, opened on first read,
  // and the bonus money beside it.
  app.get(
    '/user/wallet',
    { preHandler: auth.requirePlayer, schema: { response: { 200: ZWalletResponse } } },
    async (request) => {
      const player = auth.playerOf(request);
      const { balanceMinor } = await wallet.openPlayerAccount(player.id, player.currency);
      const { bonusMinor } = await wallet.balances(player.id, player.currency);
      return walletBody({ cashMinor: balanceMinor, bonusMinor }, player.currency);
    },
  );
};
