import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  LUGAS_MIGRATION_FIELDS as F,
  ZLugasMigrationRequest,
  ZLugasMigrationResponse,
  ZLugasSandboxEntryRequest,
  ZLugasSandboxEntryResponse,
  ZLugasUserDataResponse,
} from '@playfair/contracts/lugas-migration';
import { HISTORY_ROUTE_SLUGS } from '@playfair/contracts/web-pages';
import { escapeHtml } from '@playfair/domain/html';
import type { Locale } from '@playfair/domain/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translate } from '../../platform/errors';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import { lugasRedirect, type LugasMigration } from './lugas';
import type { SandboxLugasFile } from './lugas-sandbox';

export type LugasRouteOptions = {
  lugas: LugasMigration;
  /** The sandbox's limit file, for the operator API's presets; unset: no sandbox calls. */
  sandbox?: Pick<SandboxLugasFile, 'preset'>;
  auth: Pick<PlayerAuth, 'currentPlayer' | 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  operatorAuth: OperatorAuth;
  translate: Translate;
};

/** spec 001 §2 history routes: the login modal's address in the locale. */
function loginPath(locale: Locale): string {
  const slugs: Partial<Record<string, string>> = HISTORY_ROUTE_SLUGS.login;
  return `/${locale}/${slugs[locale] ?? 'login'}`;
}

/**
 * The German migration modal as HTML (spec 001 §2 "German migration modal (from
 * /{locale}/user/migrate-lugas)"): the form with the spec's field names, posting to the spec's
 * call. The player site shows its own rendering of the same form.
 */
function migrationFragment(locale: Locale, t: (key: string) => string): string {
  const text = (key: string) => escapeHtml(t(key));
  const field = (name: string, label: string, attributes: string) =>
    `<label class="lugas-migration__field">${text(label)}` +
    `<input name="${name}" ${attributes}></label>`;
  const consent = (name: string, label: string) =>
    `<label class="lugas-migration__consent"><input type="checkbox" name="${name}" value="1" required> ${text(label)}</label>`;
  return [
    `<section class="lugas-migration" lang="${locale}" aria-labelledby="lugas-migration-title">`,
    `<h2 id="lugas-migration-title">${text('lugas_migration_title')}</h2>`,
    `<p>${text('lugas_migration_intro')}</p>`,
    `<form method="post" action="/public-api/user/perform-lugas-migration">`,
    field(F.monthlyLimit, 'lugas_migration_limit_label', 'inputmode="decimal" required'),
    field(F.placeOfBirth, 'lugas_migration_place_label', 'required minlength="2" maxlength="80"'),
    field(F.maidenName, 'lugas_migration_maiden_name_label', 'maxlength="80"'),
    consent(F.termsConsented, 'lugas_migration_terms_consent'),
    consent(F.privacyConsented, 'lugas_migration_privacy_consent'),
    `<button type="submit">${text('lugas_migration_submit')}</button>`,
    `</form></section>`,
  ].join('');
}

/**
 * spec 001 §7 the German migration's calls: the modal's HTML (or a redirect), the player's data
 * the form starts from, and the submit. The player's session and, for the submit, its CSRF token.
 */
export const lugasMigrationRoutes: FastifyPluginAsyncZod<LugasRouteOptions> = async (
  app,
  { lugas, auth, translate },
) => {
  app.get('/user/migrate-lugas', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const player = await auth.currentPlayer(request);
    if (player === null) return reply.redirect(loginPath(request.locale));
    if (!player.awaitingLugasDeMigration) return reply.redirect(lugasRedirect(request.locale));
    return reply
      .type('text/html; charset=utf-8')
      .send(migrationFragment(request.locale, (key) => translate(request.locale, key)));
  });

  app.get(
    '/public-api/user/get-user-data-for-lugas-migration',
    { preHandler: auth.requirePlayer, schema: { response: { 200: ZLugasUserDataResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return lugas.userData(auth.playerOf(request));
    },
  );

  app.post(
    '/public-api/user/perform-lugas-migration',
    {
      preHandler: auth.requirePlayer,
      schema: {
        body: ZLugasMigrationRequest,
        response: {
          200: ZLugasMigrationResponse.or(ZCsrfErrorResponse),
          // A body that cannot be read at all is the platform's one error answer (DESIGN §5).
          400: ZLugasMigrationResponse.or(ZErrorResponse),
          409: ZLugasMigrationResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const outcome = await lugas.perform(auth.playerOf(request), request.body, request.locale);
      if (outcome.status === 200) {
        request.log.info({ playerId: auth.playerOf(request).id }, 'LUGAS migration completed');
      }
      return reply.status(outcome.status).send(outcome.body);
    },
  );
};

/**
 * The LUGAS sandbox's operator calls: a test presets a person's limit file entry (their limit
 * across operators, and whether they play at another operator now), as the registers' sandbox
 * keeps its test persons. Operator credentials, no session or XHR marker, never cached.
 */
export const lugasSandboxRoutes: FastifyPluginAsyncZod<LugasRouteOptions> = async (
  app,
  { lugas, sandbox, operatorAuth },
) => {
  if (sandbox === undefined) return;
  app.addHook('onRequest', operatorAuth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.put(
    '/operator-api/v1/lugas-sandbox/persons',
    {
      config: { xhrExempt: true },
      schema: {
        body: ZLugasSandboxEntryRequest,
        response: { 200: ZLugasSandboxEntryResponse },
      },
    },
    async (request) => {
      const { monthlyLimit, isActiveElsewhere, ...person } = request.body;
      const personKey = lugas.personKeyOf(person);
      await sandbox.preset(
        personKey,
        { monthlyLimitMinor: monthlyLimit * 100, isActiveElsewhere },
        operatorAuth.operatorOf(request),
      );
      request.log.info(
        { operatorId: operatorAuth.operatorOf(request), personKey },
        'LUGAS sandbox entry preset',
      );
      return {
        success: true as const,
        entry: { personKey, monthlyLimit, isActiveElsewhere },
      };
    },
  );
};
