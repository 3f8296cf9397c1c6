import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  ZInboxQuery,
  ZInboxResponse,
  ZNotificationIdsBody,
  ZNotificationsUpdateResponse,
} from '@playfair/contracts/player-notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, type Translate } from '../../platform/errors';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { InboxService } from './inbox';

export type InboxRouteOptions = {
  inbox: InboxService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
};

function idsOf(body: { ids?: string | undefined }): number[] {
  return body.ids === undefined ? [] : [...new Set(body.ids.split(',').map(Number))];
}

/**
 * The inbox (decision 011): GET /{locale}/user/notifications?page, POST …/read (ids or all=1) and
 * POST …/seen (ids), each for the logged-in player's own notifications only. Personal: never cached.
 */
export const inboxRoutes: FastifyPluginAsyncZod<InboxRouteOptions> = async (
  app,
  { inbox, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/user/notifications',
    {
      preHandler: auth.requirePlayer,
      schema: { querystring: ZInboxQuery, response: { 200: ZInboxResponse } },
    },
    async (request) => inbox.inbox(auth.playerOf(request).id, request.query.page),
  );

  const update = { 200: ZNotificationsUpdateResponse.or(ZCsrfErrorResponse) };
  app.post(
    '/user/notifications/read',
    { preHandler: auth.requirePlayer, schema: { body: ZNotificationIdsBody, response: update } },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const ids = idsOf(request.body);
      if (request.body.all !== '1' && ids.length === 0) {
        throw new AppError('VALIDATION_ERROR', { detail: 'ids or all=1' });
      }
      if (ids.length > 100) throw new AppError('VALIDATION_ERROR', { detail: 'at most 100 ids' });
      const unread = await inbox.markRead(
        auth.playerOf(request).id,
        request.body.all === '1' ? 'all' : ids,
      );
      return { success: true as const, unread };
    },
  );

  app.post(
    '/user/notifications/seen',
    { preHandler: auth.requirePlayer, schema: { body: ZNotificationIdsBody, response: update } },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const ids = idsOf(request.body);
      if (ids.length === 0 || ids.length > 100) {
        throw new AppError('VALIDATION_ERROR', { detail: '1 to 100 ids' });
      }
      return {
        success: true as const,
        unread: await inbox.markSeen(auth.playerOf(request).id, ids),
      };
    },
  );
};
