import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

// Issue "Market flows": a player's verification documents. The file lies in the document store
// (outside the web root); this row says what it is, what its bytes are, and the operator's decision.

export const DOCUMENT_KINDS = ['identity', 'address', 'source_of_wealth'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = 'pending' | 'approved' | 'rejected';

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    /** The type read from the file's content (never from its name). */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 (hex) of the stored bytes. */
    sha256: text('sha256').notNull(),
    /** The document store's key: no part of it comes from the player. */
    storageKey: text('storage_key').notNull(),
    /** The name the player's file had, cleaned, for the operator's eyes only. */
    fileName: text('file_name').notNull(),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('kyc_documents_player_idx').on(table.playerId, table.createdAt),
    index('kyc_documents_status_idx').on(table.status, table.createdAt),
    check(
      'kyc_documents_kind_known',
      sql`${table.kind} in ('identity', 'address', 'source_of_wealth')`,
    ),
    check(
      'kyc_documents_status_known',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    check('kyc_documents_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);

/** A German player's annual KYC review (GGL): what they confirmed, and when. */
export const annualKycReviews = pgTable(
  'annual_kyc_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
  },
  (table) => [index('annual_kyc_reviews_player_idx').on(table.playerId, table.completedAt)],
);
