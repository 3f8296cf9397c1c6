import { ERROR_CODES, type ErrorCode } from '@playfair/domain/error-codes';
import type { Locale } from '@playfair/domain/locales';
import type { TErrorResponse } from '@playfair/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable } from './db/errors';
import { assignLocale } from './http/locale';
import { isRedisUnavailable } from './redis';

/** A failure with a stable code (DESIGN §5). `detail` goes to the log only, never to the caller. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Values the player's message names (an amount, a date as epoch milliseconds). */
  readonly params: ErrorParams | undefined;
  /** A more specific text of the code than its own (one that names no date it cannot know). */
  readonly messageKey: string | undefined;
  readonly detail: unknown;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      params?: ErrorParams;
      messageKey?: string;
      detail?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.params = options.params;
    this.messageKey = options.messageKey;
    this.detail = options.detail;
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

export type ErrorParams = Record<string, string | number>;

/** A catalog text in `locale`, its ICU arguments filled in from `params` when given. */
export type Translate = (locale: Locale, key: string, params?: ErrorParams) => string;

export function errorBody(
  code: ErrorCode,
  request: FastifyRequest,
  translate: Translate,
  fields?: Record<string, string>,
  params?: ErrorParams,
  messageKey?: string,
): TErrorResponse {
  const definition = ERROR_CODES[code];
  const key = messageKey ?? definition.messageKey;
  return {
    success: false,
    error: {
      code,
      codeId: definition.id,
      messageKey: key,
      message: translate(request.locale, key, params),
      ...(fields === undefined ? {} : { fields }),
      ...(params === undefined ? {} : { params }),
    },
    requestId: request.id,
  };
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  translate: Translate,
  fields?: Record<string, string>,
  params?: ErrorParams,
  messageKey?: string,
): FastifyReply {
  return reply
    .status(ERROR_CODES[code].status)
    .send(errorBody(code, reply.request, translate, fields, params, messageKey));
}

/** A field's problem as a catalog key (spec 001 §7 `errors`); no field for the form as a whole. */
export type FieldIssue = { field?: string; key: string };

/** Catalog keys are lower snake case; an issue message in any other form is Zod's own English. */
const CATALOG_KEY = /^[a-z][a-z0-9_]*$/;

/** A body that is no object at all (JSON `[]`, `"x"`, `1`, `null`): unreadable, not a wrong field. */
function isNoObject(issue: { code: string; path: readonly PropertyKey[]; expected?: unknown }) {
  return issue.code === 'invalid_type' && issue.path.length === 0 && issue.expected === 'object';
}

/**
 * DESIGN §5: a refusal names catalog keys, never Zod's English. The issues of a form's schema as
 * keys per field: the shared schemas put a key in each issue; an issue Zod raised in its own words
 * (a wrong type, an unknown field) answers the general `validation_invalid`. A body that is no
 * object at all throws the malformed-body refusal, as Fastify-validated routes answer it.
 */
export function formIssuesOf(error: z.ZodError): FieldIssue[] {
  if (error.issues.some((issue) => isNoObject(issue))) throw new AppError('MALFORMED_BODY');
  return error.issues.map((issue) => ({
    key: CATALOG_KEY.test(issue.message) ? issue.message : 'validation_invalid',
    ...(issue.path.length > 0 ? { field: issue.path.map(String).join('.') } : {}),
  }));
}

// Fastify's own failures while reading a request, mapped onto our codes.
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_BAD_URL: 'MALFORMED_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_ASYNC_CONSTRAINT: 'NOT_FOUND',
};

function isObject(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

function classify(
  error: FastifyError,
  body: unknown,
): {
  code: ErrorCode;
  fields?: Record<string, string>;
  params?: ErrorParams;
  messageKey?: string;
} {
  if (error instanceof AppError) {
    return {
      code: error.code,
      ...(error.fields === undefined ? {} : { fields: error.fields }),
      ...(error.params === undefined ? {} : { params: error.params }),
      ...(error.messageKey === undefined ? {} : { messageKey: error.messageKey }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A body sent that is no object at all is unreadable, not a form with a wrong field; a
    // request without a body is the schema's refusal (its fields are missing).
    if (error.validationContext === 'body' && body !== undefined && !isObject(body)) {
      return { code: 'MALFORMED_BODY' };
    }
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      fields[path === '' ? '_' : path] ??= 'error_validation';
    }
    return { code: 'VALIDATION_ERROR', fields };
  }
  // A lost database or Redis connection is no fault of the request: nothing of it committed.
  if (isDatabaseUnavailable(error) || isRedisUnavailable(error)) {
    return { code: 'SERVICE_UNAVAILABLE' };
  }
  const mapped =
    typeof error.code === 'string' && Object.hasOwn(FASTIFY_CODES, error.code)
      ? FASTIFY_CODES[error.code]
      : undefined;
  if (mapped !== undefined) return { code: mapped };
  if (error instanceof SyntaxError && error.statusCode === 400) return { code: 'MALFORMED_BODY' };
  if (error.statusCode === 429) return { code: 'RATE_LIMITED' };
  if (error.statusCode === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (error.statusCode === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'MALFORMED_BODY' };
  }
  return { code: 'INTERNAL_SERVER_ERROR' };
}

function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  translate: Translate,
): FastifyReply {
  const { code, fields, params, messageKey } = classify(error, request.body);
  const status = ERROR_CODES[code].status;
  if (code === 'SERVICE_UNAVAILABLE') {
    request.log.warn({ err: error }, 'request failed: a dependency is unavailable');
    void reply.header('retry-after', '1');
  } else if (status >= 500) {
    request.log.error(
      { err: error, detail: error instanceof AppError ? error.detail : undefined },
      'request failed',
    );
  } else {
    request.log.info({ code, reason: error.message }, 'request refused');
  }
  return sendError(reply, code, translate, fields, params, messageKey);
}

/** One error handler for the whole app: every failure answers ZErrorResponse in the caller's locale. */
export function registerErrorHandler(app: FastifyInstance, translate: Translate): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    answerError(error, request, reply, translate),
  );
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals of a path (bad percent-encoding, a
 * parameter longer than `maxParamLength`), which it answers before any hook or route runs. Without
 * this they bypass the error model and echo the path back; with it they answer ZErrorResponse in
 * the caller's locale like every other failure.
 */
export function createFrameworkErrorHandler(
  translate: Translate,
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    // No onRequest hook ran: the locale and the request id header are set here.
    assignLocale(request);
    void reply.header('x-request-id', request.id);
    answerError(error, request, reply, translate);
  };
}
