import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: the built app has no inline script (its configuration travels
 * as an inert `application/json` script element), so scripts and styles come from our own origin
 * only. Game iframes may come from the game studio's origin (DESIGN §7), assets from a CDN.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  staticAssetsUrl: string,
  gameFrameUrls: readonly string[] = [],
): Promise<void> {
  const gameOrigins = gameFrameUrls.map((url) => new URL(url).origin);
  const assetOrigins = staticAssetsUrl.startsWith('http') ? [new URL(staticAssetsUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...assetOrigins],
        fontSrc: ["'self'", ...assetOrigins],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...gameOrigins],
        mediaSrc: ["'self'", ...assetOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The old header says what frame-ancestors 'none' says, for browsers that know only it.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
