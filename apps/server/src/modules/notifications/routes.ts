import { ZDevOutboxQuery, ZDevOutboxResponse } from '@playfair/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsService } from './service';

export type NotificationsRouteOptions = { notifications: NotificationsService };

/**
 * GET /dev/outbox?to=ADDRESS_OR_NUMBER: the messages waiting for one recipient, newest first, so a
 * person can read a code when no mail or SMS transport is configured. app.ts registers these routes
 * ONLY then: with any transport the path does not exist at all.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<NotificationsRouteOptions> = async (
  app,
  { notifications },
) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: ZDevOutboxQuery, response: { 200: ZDevOutboxResponse } } },
    async (request, reply) => {
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
