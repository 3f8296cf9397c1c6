import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../platform/events/events';
import type { RegistersService } from './service';
import { subscribeRegisters } from './subscribers';

export type RegistersPluginOptions = {
  registers: Pick<RegistersService, 'recordSelfExclusion' | 'reportPanicBlock'>;
  events: Pick<EventBus, 'subscribe'>;
};

/**
 * National self-exclusion registers and our own exclusion list (DESIGN §10): no routes, only the
 * subscribers that feed the list and report panic blocks. Registration and login check through
 * the service.
 */
export const registersPlugin: FastifyPluginAsyncZod<RegistersPluginOptions> = async (
  _app,
  { registers, events },
) => {
  subscribeRegisters({ events, registers });
};
