import { createHash } from 'node:crypto';
import {
  KYC_DOCUMENT_KINDS,
  type KycDocumentContentType,
  type KycDocumentKind,
  type TKycDocument,
  type TOperatorKycDocument,
} from '@playfair/contracts/kyc';
import { KYC_DOCUMENT_MAX_BYTES } from '@playfair/domain/constants';
import { AppError } from '../../platform/errors';
import type { DocumentRow } from './repo/documents';

// The rules of a verification document (issue "Market flows"): its kind is one the operator
// reviews, its type is read from its first bytes (never from its name or the request's
// Content-Type), it is neither empty nor larger than KYC_DOCUMENT_MAX_BYTES.

/** The file signatures ("magic bytes") of the types a document may have. */
const SIGNATURES: readonly { type: KycDocumentContentType; matches: (bytes: Buffer) => boolean }[] =
  [
    { type: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
    {
      type: 'image/png',
      matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    },
    // %PDF-
    {
      type: 'application/pdf',
      matches: (bytes) => startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]),
    },
    {
      type: 'image/webp',
      matches: (bytes) =>
        bytes.length >= 12 &&
        bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
        bytes.subarray(8, 12).toString('latin1') === 'WEBP',
    },
  ];

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** The document type the bytes are, or undefined when they are none we take. */
export function sniffContentType(bytes: Buffer): KycDocumentContentType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

export function isDocumentKind(value: unknown): value is KycDocumentKind {
  return typeof value === 'string' && (KYC_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/** A file name for the operator's eyes: no path, no control or markup characters, 120 at most. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>"'`]/g, '').trim();
  return cleaned === '' ? 'document' : cleaned.slice(0, 120);
}

export type CheckedUpload = {
  kind: KycDocumentKind;
  contentType: KycDocumentContentType;
  sizeBytes: number;
  sha256: string;
  fileName: string;
};

/**
 * Checks an upload before anything is stored. `isTruncated`: the reader stopped at the size limit
 * (the file is larger than KYC_DOCUMENT_MAX_BYTES).
 */
export function checkUpload(input: {
  kind: unknown;
  bytes: Buffer | undefined;
  isTruncated: boolean;
  fileName: string | undefined;
}): CheckedUpload {
  if (input.kind === undefined || input.kind === '') {
    throw new AppError('VALIDATION_ERROR', { fields: { kind: 'kyc_document_error_kind' } });
  }
  if (!isDocumentKind(input.kind)) throw new AppError('DOCUMENT_KIND_UNKNOWN');
  if (input.bytes === undefined) {
    throw new AppError('VALIDATION_ERROR', { fields: { file: 'kyc_document_error_empty' } });
  }
  if (input.isTruncated || input.bytes.length > KYC_DOCUMENT_MAX_BYTES) {
    throw new AppError('DOCUMENT_TOO_LARGE', {
      params: { megabytes: KYC_DOCUMENT_MAX_BYTES / (1024 * 1024) },
    });
  }
  if (input.bytes.length === 0) throw new AppError('DOCUMENT_EMPTY');
  const contentType = sniffContentType(input.bytes);
  if (contentType === undefined) throw new AppError('DOCUMENT_TYPE_NOT_ALLOWED');
  return {
    kind: input.kind,
    contentType,
    sizeBytes: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    fileName: cleanFileName(input.fileName),
  };
}

/** The player's view of a stored document. */
export function playerDocumentOf(row: DocumentRow): TKycDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    contentType: row.contentType as KycDocumentContentType,
    sizeBytes: row.sizeBytes,
    reason: row.status === 'rejected' ? row.reason : null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** The operator's view: the player's, with whose it is and what was uploaded. */
export function operatorDocumentOf(row: DocumentRow): TOperatorKycDocument {
  return {
    ...playerDocumentOf(row),
    reason: row.reason,
    playerId: row.playerId,
    fileName: row.fileName,
    sha256: row.sha256,
    reviewedBy: row.reviewedBy,
  };
}
