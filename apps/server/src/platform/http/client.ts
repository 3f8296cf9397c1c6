import type { FastifyRequest } from 'fastify';

/** The browser a request comes from, as plain values a service may keep. */
export type Client = {
  /** The caller's address: the right-most one no trusted proxy wrote (TRUST_PROXY). */
  ip: string;
  /** The User-Agent header as sent, if any. */
  userAgent: string | undefined;
};

export function userAgentOf(request: FastifyRequest): string | undefined {
  return request.headers['user-agent'];
}

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: userAgentOf(request) };
}
