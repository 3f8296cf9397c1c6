import type { FastifyReply, FastifyRequest } from 'fastify';

// DESIGN §5: cookies are HttpOnly, SameSite=Lax, Path=/; behind TLS also Secure and the __Host-
// prefix, which browsers accept only from a secure origin without a Domain, so no sibling host or
// plain-HTTP response can plant or overwrite the cookie. `request.protocol` honours TRUST_PROXY.

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The cookie's name on this request: `__Host-<name>` behind TLS, `<name>` otherwise. */
export function hostCookieName(request: FastifyRequest, name: string): string {
  return isSecure(request) ? `__Host-${name}` : name;
}

function hostCookieOptions(request: FastifyRequest, maxAgeSeconds: number | undefined) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  } as const;
}

/** The value of the request's cookie `name` (under its TLS name behind TLS), if it has one. */
export function readHostCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[hostCookieName(request, name)];
}

/** Sets cookie `name`; without `maxAgeSeconds` it ends with the browser session. */
export function setHostCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  { maxAgeSeconds }: { maxAgeSeconds?: number } = {},
): void {
  reply.setCookie(hostCookieName(request, name), value, hostCookieOptions(request, maxAgeSeconds));
}

export function clearHostCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.clearCookie(hostCookieName(request, name), hostCookieOptions(request, undefined));
}
