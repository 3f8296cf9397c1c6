import type { TErrorResponse } from '@playfair/contracts/errors';

/** Codes the client gives failures that never produced a server error body. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

const GENERIC_MESSAGE_KEY = 'generic_error_msg';

type ApiErrorInit = {
  status: number;
  code: string;
  codeId: number | null;
  /** Catalog key of the player-facing text; show `t(messageKey)` when `message` is not for players. */
  messageKey: string;
  message: string;
  fields?: Readonly<Record<string, string>>;
  requestId: string | null;
  /** The parsed JSON of a failing answer, for calls whose error answers carry data (a redirect). */
  body?: unknown;
  cause?: unknown;
};

/** One error model for every failed call (DESIGN §5): the server's code, status and message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string;
  readonly codeId: number | null;
  readonly messageKey: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly requestId: string | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.codeId = init.codeId;
    this.messageKey = init.messageKey;
    this.fields = init.fields ?? {};
    this.requestId = init.requestId;
    this.body = init.body;
  }

  static fromErrorResponse(status: number, body: TErrorResponse): ApiError {
    return new ApiError({
      body,
      status,
      code: body.error.code,
      codeId: body.error.codeId,
      messageKey: body.error.messageKey,
      message: body.error.message,
      fields: body.error.fields,
      requestId: body.requestId,
    });
  }

  static client(
    code: (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES],
    status: number,
    message: string,
    cause?: unknown,
    body?: unknown,
  ): ApiError {
    return new ApiError({
      status,
      code,
      codeId: null,
      messageKey: GENERIC_MESSAGE_KEY,
      message,
      requestId: null,
      body,
      cause,
    });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Worth another try: no answer at all, or the server failed (never a 4xx, which would repeat). */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}
