import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Who is calling and whether a body carries their signature (the provider API's verifier). */
export type SignedRequestVerifier = {
  /** The caller's id; throws (an AppError) when the headers name no known caller. */
  providerOf(headers: IncomingHttpHeaders): string;
  isSigned(headers: IncomingHttpHeaders, rawBody: Buffer): boolean;
};

/**
 * Makes an encapsulated plugin's routes signed server-to-server calls (DESIGN §7): answers are
 * never cached; a caller the verifier does not know gets nothing further, before its body is
 * read; bodies are JSON only (any other type is 415), and the signature is checked over the exact
 * bytes received before anything is parsed. Order of refusals: unknown caller, bad signature,
 * malformed JSON, then the route's schema.
 */
export function guardSignedJson(app: FastifyInstance, verifier: SignedRequestVerifier): void {
  /** Requests whose body signature was checked by the parser. */
  const signed = new WeakSet<FastifyRequest>();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', async (request) => {
    verifier.providerOf(request.headers);
  });
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (request, rawBody: Buffer, done) => {
      if (!verifier.isSigned(request.headers, rawBody)) {
        done(new AppError('PROVIDER_SIGNATURE_INVALID'), undefined);
        return;
      }
      signed.add(request);
      // Fastify's default JSON parser answers through `done` and returns nothing; its type also
      // allows the promise form of a parser, so there is no promise here to wait for.
      void parseJson(request, rawBody.toString('utf8'), done);
    },
  );
  // A request without a body never reached the parser: its signature is the empty body's.
  app.addHook('preValidation', async (request) => {
    if (!signed.has(request) && !verifier.isSigned(request.headers, Buffer.alloc(0))) {
      throw new AppError('PROVIDER_SIGNATURE_INVALID');
    }
  });
}
