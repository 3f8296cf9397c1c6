import multipart from '@fastify/multipart';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  ZDocumentIdParams,
  ZKycDocumentsResponse,
  ZKycUploadResponse,
  ZOperatorApproveBody,
  ZOperatorDecisionResponse,
  ZOperatorDocumentsQuery,
  ZOperatorDocumentsResponse,
  ZOperatorRejectBody,
} from '@playfair/contracts/kyc';
import { HOUR_MS, KYC_DOCUMENT_MAX_BYTES } from '@playfair/domain/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { AppError, type Translate } from '../../platform/errors';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { registerRouteRateLimits } from '../../platform/http/rate-limit';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { KycService } from './service';

export type DocumentRouteOptions = {
  kyc: KycService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
  redis: Redis | undefined;
};

/** Uploads a player may make: enough to send each kind again after a rejection or two. */
export const DOCUMENT_UPLOAD_RATE_LIMIT = { max: 20, timeWindow: HOUR_MS };

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

type ReadUpload = {
  fields: Record<string, string>;
  file: { bytes: Buffer; isTruncated: boolean; fileName: string } | undefined;
};

/**
 * Reads a multipart upload: its small fields and its one `file` part, at most one byte more than
 * the limit (so a larger file is known as such without being held whole).
 */
async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  let file: ReadUpload['file'];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && file === undefined) {
        file = { bytes, isTruncated: part.file.truncated, fileName: part.filename };
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/**
 * The player's documents (issue "Market flows", DESIGN §5 paths): GET /{locale}/user/documents
 * (their own only) and POST /{locale}/user/documents (multipart: `kind`, `file`; the session's
 * CSRF token as `csrf_token` or X-CSRF-Token). Personal: never cached.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentRouteOptions> = async (
  app,
  { kyc, auth, translate, redis },
) => {
  // Multipart is read by these routes only: one file, the size limit, a few small fields.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      files: 1,
      fileSize: KYC_DOCUMENT_MAX_BYTES,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });
  await registerRouteRateLimits(app, { redis, nameSpace: 'kyc-documents' });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/user/documents',
    { preHandler: auth.requirePlayer, schema: { response: { 200: ZKycDocumentsResponse } } },
    async (request) => ({
      success: true as const,
      documents: await kyc.documentsOf(auth.playerOf(request).id),
    }),
  );

  app.post(
    '/user/documents',
    {
      preHandler: auth.requirePlayer,
      config: {
        // Counted per player, after the session check (a visitor is refused before).
        rateLimit: {
          ...DOCUMENT_UPLOAD_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `player:${auth.playerOf(request).id}`,
        },
      },
      schema: { response: { 200: ZKycUploadResponse.or(ZCsrfErrorResponse) } },
    },
    async (request) => {
      const upload = await readUpload(request);
      // The form's fields are the body the CSRF check reads (or the X-CSRF-Token header).
      request.body = upload.fields;
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const document = await kyc.upload(auth.playerOf(request).id, {
        kind: upload.fields.kind,
        bytes: upload.file?.bytes,
        isTruncated: upload.file?.isTruncated ?? false,
        fileName: upload.file?.fileName,
      });
      return {
        success: true as const,
        document,
        message: translate(request.locale, 'kyc_document_uploaded'),
      };
    },
  );
};

/**
 * The operator's review of documents (own credentials, no session or XHR marker, never cached):
 * the list, a document's bytes as an attachment, and one decision per document.
 */
export const operatorDocumentRoutes: FastifyPluginAsyncZod<{
  kyc: KycService;
  auth: OperatorAuth;
}> = async (app, { kyc, auth }) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const config = { xhrExempt: true };

  app.get(
    '/operator-api/v1/documents',
    {
      config,
      schema: {
        querystring: ZOperatorDocumentsQuery,
        response: { 200: ZOperatorDocumentsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await kyc.operatorDocuments(request.query)),
    }),
  );

  app.get(
    '/operator-api/v1/documents/:id/file',
    { config, schema: { params: ZDocumentIdParams } },
    async (request, reply) => {
      const file = await kyc.documentFile(request.params.id);
      request.log.info(
        { documentId: file.id, operatorId: auth.operatorOf(request) },
        'verification document read by the operator',
      );
      // The name is ours, never the player's: nothing they typed reaches a header.
      const extension = EXTENSIONS[file.contentType] ?? 'bin';
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="document-${file.id}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.post(
    '/operator-api/v1/documents/:id/approve',
    {
      config,
      schema: {
        params: ZDocumentIdParams,
        body: ZOperatorApproveBody,
        response: { 200: ZOperatorDecisionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      document: await kyc.approve(
        request.params.id,
        auth.operatorOf(request),
        request.body?.reason,
      ),
    }),
  );

  app.post(
    '/operator-api/v1/documents/:id/reject',
    {
      config,
      schema: {
        params: ZDocumentIdParams,
        body: ZOperatorRejectBody,
        response: { 200: ZOperatorDecisionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      document: await kyc.reject(request.params.id, auth.operatorOf(request), request.body.reason),
    }),
  );
};
