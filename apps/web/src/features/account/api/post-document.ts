import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type KycDocumentKind,
  type TKycUploadResponse,
  ZKycUploadResponse,
} from '@playfair/contracts/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { documentsQueryOptions } from './get-documents';

export type DocumentUpload = { kind: KycDocumentKind; file: File };

/**
 * POST /{locale}/user/documents: multipart with `kind`, `file` and the session's CSRF token. The
 * server reads the file's type from its bytes and refuses it with a translated message otherwise.
 */
export function postDocument({
  locale,
  upload,
  csrfToken,
}: {
  locale: string;
  upload: DocumentUpload;
  csrfToken: string;
}) {
  const body = new FormData();
  body.append('csrf_token', csrfToken);
  body.append('kind', upload.kind);
  body.append('file', upload.file, upload.file.name);
  return httpRequest(`/${encodeURIComponent(locale)}/user/documents`, {
    method: 'POST',
    multipart: body,
    schema: ZKycUploadResponse.or(ZCsrfErrorResponse),
  });
}

export type UploadOutcome =
  | { kind: 'uploaded'; answer: TKycUploadResponse }
  /** Every attempt answered csrf-error: the session is gone. */
  | { kind: 'session-ended' };

export function useUploadDocument({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upload: DocumentUpload): Promise<UploadOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postDocument({ locale, upload, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-ended' }
        : { kind: 'uploaded', answer: outcome.answer };
    },
    onSuccess: (outcome) =>
      outcome.kind === 'uploaded'
        ? queryClient.invalidateQueries({
            queryKey: documentsQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
  });
}
