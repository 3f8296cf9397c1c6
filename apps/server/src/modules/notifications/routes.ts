import { ZDevOutboxQuery, ZDevOutboxResponse } from '@playfair/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { isLoopbackAddress } from '../../platform/http/loopback';
import type { NotificationsService } from './service';

export type NotificationsRouteOptions = { notifications: NotificationsService };

/**
 * GET /dev/outbox?to=ADDRESS_OR_NUMBER: the messages waiting for one recipient, newest first, so a
 * person trying the site on their own machine can read a code when no mail or SMS transport is
 * configured. Whoever reads a recovery code owns the account, so the route answers only a caller
 * on this machine's loopback (the socket's own peer address), and the module's plugin registers it
 * only without a transport and without a trusted proxy (behind one, every caller may come from
 * loopback). Anyone else gets the 404 of a path that does not exist.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<NotificationsRouteOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: ZDevOutboxQuery, response: { 200: ZDevOutboxResponse } } },
    async (request, reply) => {
      if (!isLoopbackAddress(request.socket.remoteAddress)) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'no-store');
      const messages = await notifications.listFor(request.query.to);
      return {
        messages: messages.map((message) => ({
          ...message,
          createdAt: message.createdAt.toISOString(),
          sentAt: message.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
