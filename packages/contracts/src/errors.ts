import { z } from 'zod';

/** One error body for every failing call (DESIGN §5). `message` is already in the caller's locale. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    /** The spec's numeric code (spec 001 §8), where it has one. */
    codeId: z.number().int().nullable(),
    messageKey: z.string(),
    message: z.string(),
    /** Per-field problems of a VALIDATION_ERROR: field path → catalog key. */
    fields: z.record(z.string(), z.string()).optional(),
    /**
     * Values `message` names, for a client that words it itself: amounts as decimal strings,
     * dates as epoch milliseconds.
     */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  requestId: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
