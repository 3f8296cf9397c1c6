import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: the built app has no inline script (its configuration travels
 * as an inert `application/json` script element), so scripts and styles come from our own origin
 * only. Game iframes and a CDN for static assets are added here when they arrive.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  staticAssetsUrl: string,
): Promise<void> {
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
        frameSrc: ["'self'"],
        mediaSrc: ["'self'", ...assetOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
