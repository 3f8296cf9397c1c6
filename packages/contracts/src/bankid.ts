import { z } from 'zod';

/**
 * GET /bankid-login (spec 000 §3 "Bank-id response": success, error, giiUrl). Without `orderRef` it
 * starts an order and answers the identity provider's page in `giiUrl`; with the `orderRef` the
 * provider returned, it collects the result: logged in (`redirect`), still pending, refused, or —
 * for a person with no account yet — `register: true` so registration can claim the identity.
 */
export const ZBankIdQuery = z.object({
  orderRef: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});
export type TBankIdQuery = z.infer<typeof ZBankIdQuery>;

export const ZBankIdResponse = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  giiUrl: z.string().nullable(),
  orderRef: z.string().optional(),
  redirect: z.string().optional(),
  pending: z.boolean().optional(),
  register: z.boolean().optional(),
});
export type TBankIdResponse = z.infer<typeof ZBankIdResponse>;
