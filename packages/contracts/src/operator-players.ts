import { z } from 'zod';

// The operator API for players' compliance statuses (spec 000 §6 / spec 001 §6: the statuses and
// blocks that stop real play). Compliance officers set them from their own tools; the player site
// reads them through the app configuration and the server refuses real play on them.

/** '0' is clear; any other short code is a status the compliance team set (spec 000 §6). */
const ZStatusCode = z.string().regex(/^[0-9]{1,3}$/);

export const COMPLIANCE_FLAGS = [
  'hasGameplayBlock',
  'hasScanVerification',
  'hasUnverifiedBlock',
  'hasPepBlock',
  'hasKycBlock',
  'hasRgTriggerBlock',
] as const;
export type ComplianceFlag = (typeof COMPLIANCE_FLAGS)[number];

/** PATCH /operator-api/v1/players/{id}/compliance: what changes, and why (kept with the change). */
export const ZOperatorComplianceRequest = z
  .object({
    amlStatus: ZStatusCode.optional(),
    kycStatus: ZStatusCode.optional(),
    hasGameplayBlock: z.boolean().optional(),
    hasScanVerification: z.boolean().optional(),
    hasUnverifiedBlock: z.boolean().optional(),
    hasPepBlock: z.boolean().optional(),
    hasKycBlock: z.boolean().optional(),
    hasRgTriggerBlock: z.boolean().optional(),
    reason: z.string().trim().min(3).max(500),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), {
    message: 'nothing to change',
    path: ['reason'],
  });
export type TOperatorComplianceRequest = z.infer<typeof ZOperatorComplianceRequest>;

export const ZOperatorPlayerCompliance = z.object({
  playerId: z.string(),
  email: z.string(),
  country: z.string(),
  amlStatus: z.string(),
  kycStatus: z.string(),
  hasGameplayBlock: z.boolean(),
  hasScanVerification: z.boolean(),
  hasUnverifiedBlock: z.boolean(),
  hasPepBlock: z.boolean(),
  hasKycBlock: z.boolean(),
  hasRgTriggerBlock: z.boolean(),
});
export type TOperatorPlayerCompliance = z.infer<typeof ZOperatorPlayerCompliance>;

export const ZOperatorComplianceResponse = z.object({
  success: z.literal(true),
  player: ZOperatorPlayerCompliance,
});

/** GET /operator-api/v1/players?email=…: the compliance view of the player with that address. */
export const ZOperatorPlayerQuery = z.object({ email: z.string().trim().min(3).max(254) });
export const ZOperatorPlayerListResponse = z.object({
  success: z.literal(true),
  items: z.array(ZOperatorPlayerCompliance),
});

/**
 * POST /operator-api/v1/players/{id}/migration-flags: which migrations the player still has to go
 * through (spec 000 §3 awaitingMigration / awaitingLugasDeMigration, spec 001 §2 the Peruvian
 * one), set by the operator for imported players, and why.
 */
export const ZOperatorMigrationFlagsRequest = z
  .object({
    awaitingMigration: z.boolean().optional(),
    awaitingLugasDeMigration: z.boolean().optional(),
    awaitingPeMigration: z.boolean().optional(),
    reason: z.string().trim().min(3).max(500),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'reason'), {
    message: 'nothing to change',
    path: ['reason'],
  });

export const ZOperatorMigrationFlagsResponse = z.object({
  success: z.literal(true),
  flags: z.object({
    awaitingMigration: z.boolean(),
    awaitingLugasDeMigration: z.boolean(),
    awaitingPeMigration: z.boolean(),
  }),
});
