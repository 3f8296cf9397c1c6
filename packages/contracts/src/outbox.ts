import { z } from 'zod';

/**
 * GET /dev/outbox?to=ADDRESS_OR_NUMBER — only when no mail or SMS transport is configured: the
 * messages the platform would have sent to that recipient, newest first. A number matches by its
 * digits, so "+49 151 2345", "+491512345" and "491512345" are the same number.
 */
export const ZDevOutboxQuery = z.object({ to: z.string().trim().min(3).max(254) });
export type TDevOutboxQuery = z.infer<typeof ZDevOutboxQuery>;

export const ZDevOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
});
export type TDevOutboxMessage = z.infer<typeof ZDevOutboxMessage>;

export const ZDevOutboxResponse = z.object({ messages: z.array(ZDevOutboxMessage) });
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;
