import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_TIME_SECONDS, MINUTE_MS } from '@playfair/domain/constants';
import { REGISTRATION_STATUS } from '@playfair/domain/error-codes';
import { LOCALE_INFO } from '@playfair/domain/locales';
import {
  REGISTRATION_BLOCKED_MODAL,
  ZGermanCitiesFile,
  ZGermanStatesFile,
  ZPostcodeParams,
  ZPostcodeResponse,
  ZRegistrationFailure,
  ZRegistrationFormResponse,
  ZRegistrationResponse,
  ZRegistrationStartResponse,
  ZSubdivisionsParams,
  ZSubdivisionsResponse,
  ZValidateEmailRequest,
  ZValidateEmailResponse,
  ZValidateMobileRequest,
  ZValidateMobileResponse,
  ZVerifyEmailAnswer,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
  ZVerifySmsRequest,
  ZVerifySmsResponse,
  type TRegistrationFailure,
  type TRegistrationFormResponse,
} from '@playfair/contracts/registration';
import { ZErrorResponse } from '@playfair/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { sendError, type Translate } from '../../platform/errors';
import { readHostCookie } from '../../platform/http/cookies';
import { BANKID_COLLECT_COOKIE, type BankIdService } from '../bankid/service';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import { DE_CITIES_PATH, DE_STATES_PATH, describeSections } from './form-description';
import { edgeCountryOf } from '../../platform/http/edge-country';
import { registerRouteRateLimits } from '../../platform/http/rate-limit';
import type { RegistrationIssue, RegistrationService, Visitor } from './service';
import { DATA_FOLDER, subdivisions } from './subdivisions';

export type RegistrationRouteOptions = {
  registration: RegistrationService;
  /** Bank-ID registration (SGA): the verified person of the browser's approved order. */
  bankid: Pick<BankIdService, 'verifiedPerson' | 'completeRegistration'>;
  auth: Pick<PlayerAuth, 'verifyCsrf' | 'startSession'>;
  translate: Translate;
  /** The edge's country header (GEO_COUNTRY_HEADER), as the site reads it. */
  geoCountryHeader: string | undefined;
  now: () => Date;
  /** Where the request limits count when several processes share them (REDIS_URL). */
  redis?: Redis;
  /** Verification codes one address may ask for a minute (SMS_CODES_PER_MINUTE; default 10). */
  smsCodesPerMinute?: number;
};

/** The `bankid_order` field of a bank-ID registration, when it is a well-formed order reference. */
function bankIdOrderOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).bankid_order;
  return typeof value === 'string' && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}

/** The international site (no country of its own) runs under the Malta licence (DESIGN §8). */
const INTERNATIONAL_COUNTRY = 'MT';

/** The visitor's country as the site's app config has it: the edge's, else the locale's. */
function visitorOf(request: FastifyRequest, geoCountryHeader: string | undefined): Visitor {
  const edgeCountry = edgeCountryOf(request, geoCountryHeader);
  return {
    locale: request.locale,
    country: edgeCountry ?? LOCALE_INFO[request.locale].country ?? INTERNATIONAL_COUNTRY,
  };
}

const ZRegistrationRefusal = z.union([ZRegistrationFailure, ZErrorResponse]);

const STATUS_NAMES: ReadonlyMap<number, string> = new Map(
  Object.entries(REGISTRATION_STATUS).map(([name, status]) => [status, name]),
);

/** Calls that answer whether an email or a mobile is registered: kept slow for enumerators. */
const LOOKUP_RATE_LIMIT = { max: 60, timeWindow: MINUTE_MS };
/** Verification codes cost an SMS each: 10 a minute per address unless the operator says more. */
export const DEFAULT_SMS_CODES_PER_MINUTE = 10;
/** Each registration hashes a password (argon2, on purpose slow): not an open door for load. */
const REGISTER_RATE_LIMIT = { max: 20, timeWindow: MINUTE_MS };

type StaticFile = { body: string; etag: string };

function staticFile(name: string, check: (value: unknown) => void): StaticFile {
  const body = readFileSync(join(DATA_FOLDER, name), 'utf8');
  check(JSON.parse(body));
  return { body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` };
}

function sendStatic(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply
    .header('cache-control', `public, max-age=${CACHE_TIME_SECONDS.default}`)
    .header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(file.body);
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRouteOptions> = async (
  app,
  {
    registration,
    bankid,
    auth,
    translate,
    geoCountryHeader,
    now,
    redis,
    smsCodesPerMinute = DEFAULT_SMS_CODES_PER_MINUTE,
  },
) => {
  await registerRouteRateLimits(app, { redis, nameSpace: 'registration' });
  const smsRateLimit = { max: smsCodesPerMinute, timeWindow: MINUTE_MS };
  const visitor = (request: FastifyRequest) => visitorOf(request, geoCountryHeader);

  function failure(request: FastifyRequest, status: number, errors: readonly RegistrationIssue[]) {
    return {
      status,
      errors: errors.map(({ params, ...error }) => ({
        ...error,
        msg: translate(request.locale, error.key, params),
      })),
    } satisfies TRegistrationFailure;
  }

  function describe(request: FastifyRequest): TRegistrationFormResponse {
    const described = registration.describeForm(visitor(request));
    switch (described.kind) {
      case 'blocked':
        return { isCountryBlocked: true, modal: REGISTRATION_BLOCKED_MODAL, redirect: null };
      case 'redirect':
        return { isCountryBlocked: false, redirect: described.to, reason: described.reason };
      case 'form':
        return {
          isCountryBlocked: false,
          redirect: null,
          action: `/${request.locale}/user/register`,
          rules: described.rules,
          sections: describeSections(described.rules, now()),
        };
    }
  }

  const formSchema = { response: { 200: ZRegistrationFormResponse } };

  // spec 001 §2, §7: GET /{locale}/user/register — the form for this visitor, or where to go.
  app.get('/user/register', { schema: formSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return describe(request);
  });

  // …and /{locale}/user/register/email, which exists only with the emailVerification feature.
  app.get('/user/register/email', { schema: formSchema }, async (request, reply) => {
    if (!registration.rulesFor(visitor(request)).emailVerification) {
      return sendError(reply, 'NOT_FOUND', translate);
    }
    reply.header('cache-control', 'no-store');
    return describe(request);
  });

  // spec 001 §7 "POST to the registration form action" (DESIGN §5: POST /{locale}/user/register).
  app.post(
    '/user/register',
    {
      config: { rateLimit: REGISTER_RATE_LIMIT },
      schema: {
        // A refusal is ZRegistrationFailure; the platform's own (XHR marker, malformed body) the
        // one error model (ZErrorResponse) under the same statuses.
        response: {
          200: ZRegistrationResponse,
          400: ZRegistrationRefusal,
          403: ZRegistrationRefusal,
          409: ZRegistrationRefusal,
          422: ZRegistrationRefusal,
          500: ZRegistrationRefusal,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const bankIdOrder = bankIdOrderOf(request.body);
      // '' when the browser holds no order's secret: it matches no order.
      const bankIdSecret = readHostCookie(request, BANKID_COLLECT_COOKIE) ?? '';
      let outcome;
      try {
        const bankIdPerson =
          bankIdOrder === undefined ? null : await bankid.verifiedPerson(bankIdOrder, bankIdSecret);
        outcome = await registration.register(visitor(request), request.body, bankIdPerson);
        if (outcome.kind === 'registered' && bankIdOrder !== undefined && bankIdPerson !== null) {
          await bankid.completeRegistration(bankIdOrder, bankIdSecret, outcome.playerId);
        }
      } catch (error) {
        // spec 001 §8, 44: "Something went wrong"; the detail goes to the log only.
        request.log.error({ err: error }, 'registration failed');
        return reply.status(500).send(failure(request, 44, [{ key: 'registration_status_44' }]));
      }
      if (outcome.kind === 'refused') {
        return reply
          .status(outcome.httpStatus)
          .send(failure(request, outcome.status, outcome.errors));
      }
      const home = `/${request.locale}/`;
      // With email verification the player confirms the address first (the fourth section);
      // otherwise the new player is logged in and goes home (spec 001 §4: the redirect is followed).
      if (!outcome.emailVerification) {
        await auth.startSession(request, reply, outcome.playerId);
      }
      return {
        registrationGtm: {
          event: 'registrationSuccess' as const,
          userId: outcome.playerId,
          country: outcome.country,
        },
        redirect: outcome.emailVerification ? null : home,
        emailVerification: outcome.emailVerification,
      };
    },
  );

  // The fourth section: the code mailed at registration confirms the address and logs in.
  app.post(
    '/user/register/verify-email',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        body: ZVerifyEmailRequest,
        response: { 200: ZVerifyEmailAnswer, 400: z.union([ZVerifyEmailResponse, ZErrorResponse]) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const playerId = await registration.verifyEmail(request.body.email, request.body.code.trim());
      if (playerId === null) {
        return reply.status(400).send({
          success: false,
          redirect: null,
          message: translate(request.locale, 'registration_email_code_invalid'),
        });
      }
      await auth.startSession(request, reply, playerId);
      return {
        success: true,
        redirect: `/${request.locale}/`,
        message: translate(request.locale, 'registration_email_verified'),
      };
    },
  );

  // spec 001 §5, §7: the 1000 ms email check. JSON { Email } → Success, errors[0].ErrorCodeID.
  app.post(
    '/public-api/v1/validate/email',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { body: ZValidateEmailRequest, response: { 200: ZValidateEmailResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const problems = await registration.emailProblems(visitor(request), request.body.Email);
      return {
        Success: problems.length === 0,
        errors: problems.map((status) => ({
          ErrorCodeID: status,
          Message: translate(request.locale, `registration_status_${status}`),
        })),
      };
    },
  );

  // spec 001 §5, §7: postal codes of country 40 and 83 (and the format of every other).
  for (const mode of ['validate', 'check'] as const) {
    app.get(
      `/postcode/${mode}/:countryId/:postcode`,
      { schema: { params: ZPostcodeParams, response: { 200: ZPostcodeResponse } } },
      async (request, reply) => {
        reply.header('cache-control', `public, max-age=${CACHE_TIME_SECONDS.default}`);
        return registration.postcode(
          Number(request.params.countryId),
          request.params.postcode,
          mode,
        );
      },
    );
  }

  // spec 001 §7: POST /validate-mobile, form {mobile, prefix, email} → Success, Errors[0].
  app.post(
    '/validate-mobile',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { body: ZValidateMobileRequest, response: { 200: ZValidateMobileResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const problems = await registration.mobileProblems(request.body.prefix, request.body.mobile);
      return {
        Success: problems.length === 0,
        Errors: problems.map((status) => ({
          Error: STATUS_NAMES.get(status) ?? 'MOBILE_INVALID',
          Message: translate(request.locale, `registration_status_${status}`),
          ErrorCodeID: status,
        })),
      };
    },
  );

  // spec 001 §4, §7: POST /{locale}/verify-sms → 103 sent, 1337 too many, 9999 with a message.
  app.post(
    '/verify-sms',
    {
      config: { rateLimit: smsRateLimit },
      schema: { body: ZVerifySmsRequest, response: { 200: ZVerifySmsResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user_mobile_prefix: prefix, user_mobile: mobile } = request.body;
      const outcome = await registration.sendSmsCode(visitor(request), prefix, mobile);
      const key = outcome.status === 9999 ? outcome.key : `registration_status_${outcome.status}`;
      return { status: outcome.status, message: translate(request.locale, key) };
    },
  );

  // spec 001 §7: GET /get-subdivisions/{level}/{parentId} → name → value (Peru, MINCETUR).
  app.get(
    '/get-subdivisions/:level/:parentId',
    { schema: { params: ZSubdivisionsParams, response: { 200: ZSubdivisionsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${CACHE_TIME_SECONDS.default}`);
      return subdivisions(request.params.level, request.params.parentId);
    },
  );

  // spec 001 §7, §9: static data for the German state select and the city autocomplete.
  const states = staticFile('de_states.json', (value) => ZGermanStatesFile.parse(value));
  const cities = staticFile('de_cities.json', (value) => ZGermanCitiesFile.parse(value));
  app.get(DE_STATES_PATH, async (request, reply) => sendStatic(request, reply, states));
  app.get(DE_CITIES_PATH, async (request, reply) => sendStatic(request, reply, cities));

  // spec 001 §7: fire and forget; recorded here, nothing is sent to the ad platform.
  app.get(
    '/user/facebook-tracking/registration-start',
    { config: { changesState: true }, schema: { response: { 200: ZRegistrationStartResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await registration.recordRegistrationStart(visitor(request));
      return { success: true as const };
    },
  );
};
