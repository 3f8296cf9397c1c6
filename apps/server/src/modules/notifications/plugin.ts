import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { InboxService } from './inbox';
import { inboxRoutes, type InboxRouteOptions } from './inbox-routes';
import { subscribeNews } from './news';
import { devOutboxRoutes } from './routes';
import type { NotificationsService } from './service';

export type NotificationsPluginOptions = {
  notifications: NotificationsService;
  jobs: Pick<JobRunner, 'every'>;
  /** Whether requests may come through a trusted proxy (TRUST_PROXY set). */
  hasTrustedProxy: boolean;
  inbox: InboxService;
  auth: InboxRouteOptions['auth'];
  translate: InboxRouteOptions['translate'];
};

/**
 * Messages to players. Their notifications on the site go through the inbox. Email and SMS: with a mail or SMS transport, the outbox's delivery job; without one the
 * messages stay in the outbox, and GET /dev/outbox shows them to callers on this machine only
 * (never behind a trusted proxy, through which every caller may come from this machine).
 */
export const notificationsPlugin: FastifyPluginAsyncZod<NotificationsPluginOptions> = async (
  app,
  { notifications, jobs, hasTrustedProxy, inbox, auth, translate },
) => {
  // The players' notifications: pushed live, kept in the inbox (decision 011).
  inbox.subscribe();
  subscribeNews(app.events, inbox);
  await app.register(inboxRoutes, { inbox, auth, translate });
  if (notifications.hasTransport) {
    notifications.scheduleDelivery(jobs);
  } else if (!hasTrustedProxy) {
    // Without a transport nothing leaves; a person on this machine reads the codes instead.
    app.log.warn(
      'no mail or SMS transport: messages stay in the outbox; GET /dev/outbox shows them to ' +
        'callers on this machine only (a reverse proxy on this machine needs TRUST_PROXY set)',
    );
    await app.register(devOutboxRoutes, { notifications });
  } else {
    app.log.warn('no mail or SMS transport: messages stay in the outbox, which nobody can read');
  }
};
