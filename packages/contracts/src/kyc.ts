import { z } from 'zod';

// Verification documents (issue "Market flows", DESIGN §5): the player uploads scans on the
// account's verification tab and sees the operator's decision; the operator reviews them through
// the operator API. Annual KYC review of German players (spec 001 §2, §7, §8).

export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'source_of_wealth'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** The types a document may have, read from its bytes. */
export const KYC_DOCUMENT_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type KycDocumentContentType = (typeof KYC_DOCUMENT_CONTENT_TYPES)[number];

/** What the file picker offers (the server still reads the type from the bytes). */
export const KYC_DOCUMENT_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';

/** One of the player's documents as they see it. */
export const ZKycDocument = z.object({
  id: z.string(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  contentType: z.enum(KYC_DOCUMENT_CONTENT_TYPES),
  sizeBytes: z.number().int().positive(),
  /** The operator's reason of a rejection, as they wrote it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TKycDocument = z.infer<typeof ZKycDocument>;

/** GET /{locale}/user/documents: the player's own documents, newest first. */
export const ZKycDocumentsResponse = z.object({
  success: z.literal(true),
  documents: z.array(ZKycDocument),
});
export type TKycDocumentsResponse = z.infer<typeof ZKycDocumentsResponse>;

/** POST /{locale}/user/documents (multipart: kind, file; the session's CSRF token). */
export const ZKycUploadResponse = z.object({
  success: z.literal(true),
  document: ZKycDocument,
  message: z.string(),
});
export type TKycUploadResponse = z.infer<typeof ZKycUploadResponse>;

/** The operator's view of a document. */
export const ZOperatorKycDocument = ZKycDocument.extend({
  playerId: z.string(),
  fileName: z.string(),
  sha256: z.string(),
  reviewedBy: z.string().nullable(),
});
export type TOperatorKycDocument = z.infer<typeof ZOperatorKycDocument>;

export const OPERATOR_DOCUMENTS_PAGE_SIZE = 50;

/** GET /operator-api/v1/documents?status=pending&page=1 */
export const ZOperatorDocumentsQuery = z.strictObject({
  status: z.enum(KYC_DOCUMENT_STATUSES).optional(),
  playerId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZOperatorDocumentsResponse = z.object({
  success: z.literal(true),
  page: z.number().int(),
  pages: z.number().int(),
  items: z.array(ZOperatorKycDocument),
});

export const ZDocumentIdParams = z.object({ id: z.uuid() });

/** POST /operator-api/v1/documents/{id}/approve (a note is optional). */
export const ZOperatorApproveBody = z
  .strictObject({ reason: z.string().trim().min(1).max(500).optional() })
  .optional();

/** POST /operator-api/v1/documents/{id}/reject: the reason the player is told. */
export const ZOperatorRejectBody = z.strictObject({ reason: z.string().trim().min(3).max(500) });

export const ZOperatorDecisionResponse = z.object({
  success: z.literal(true),
  document: ZOperatorKycDocument,
});

// -------------------------------------------------------------------------------------------
// Annual KYC (spec 001 §2 "annual KYC (German)", §7, §8)
// -------------------------------------------------------------------------------------------

/** The form's fields, as the modal's HTML names them and the POST sends them. */
export const ANNUAL_KYC_FIELDS = [
  'user_address',
  'user_postal_code',
  'user_city',
  'user_occupation',
  'monthly_deposit_limit',
] as const;
export type AnnualKycField = (typeof ANNUAL_KYC_FIELDS)[number];

/** GET /public-api/user/annual-kyc-modal: reads data.html. */
export const ZAnnualKycModalResponse = z.object({
  success: z.boolean(),
  data: z.object({ html: z.string() }),
});
export type TAnnualKycModalResponse = z.infer<typeof ZAnnualKycModalResponse>;

/** POST /public-api/user/perform-annual-kyc: reads success, data.redirect, data.completed, message, errors. */
export const ZAnnualKycSubmitResponse = z.object({
  success: z.boolean(),
  data: z.object({ redirect: z.string().nullable(), completed: z.boolean() }),
  message: z.string(),
  /** Field name → the catalog key of its problem (the modal shows the field's data-error text). */
  errors: z.record(z.string(), z.string()),
});
export type TAnnualKycSubmitResponse = z.infer<typeof ZAnnualKycSubmitResponse>;

/** spec 001 §8: the messages the modal tells apart. */
export const ANNUAL_KYC_MESSAGES = {
  validation: 'Validation error.',
  userDetails: 'updateUserDetailsError',
  monthlyLimit: 'updateUserMonthlyLimitError',
} as const;
