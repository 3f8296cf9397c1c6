import type { FastifyReply, FastifyRequest } from 'fastify';

// DESIGN §5: HttpOnly, SameSite=Lax, Path=/; behind TLS also Secure and the __Host- prefix, which
// browsers accept only from a secure origin without a Domain, so no sibling host or plain-HTTP
// response can plant or overwrite the cookie. `request.protocol` honours TRUST_PROXY.
export const SESSION_COOKIE = 'pf_session';
export const SECURE_SESSION_COOKIE = '__Host-pf_session';

/** 32 random bytes, base64url: exactly 43 characters. Anything else is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookieName(request: FastifyRequest): string {
  return isSecure(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function cookieOptions(request: FastifyRequest) {
  // No Max-Age: the cookie ends with the browser session; the server ends it sooner (idle, absolute).
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) } as const;
}

/** The session token the request presents, if it has the right shape. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[cookieName(request)];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(cookieName(request), token, cookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), cookieOptions(request));
}
