import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TBootData } from './api-contract';
import type { EngineId } from './engines/engine-types';
import { escapeHtml, scriptSafeJson } from '@playfair/domain/html';

// The game page: the client's built HTML (dist/<engine>.html) with the boot data placed in a
// `<script type="application/json">` (no inline script: the CSP allows only 'self' scripts).

export const BOOT_PLACEHOLDER = '<script type="application/json" id="boot-data"></script>';

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Playfair Studio</title></head>
<body><main id="app"><p>The game client is not built (npm run build --workspace @playfair/studio).</p></main>
${BOOT_PLACEHOLDER}
</body>
</html>`;

export type PageTemplates = { render(boot: TBootData): string; isBuilt(engine: EngineId): boolean };

/** Reads each engine's page once; an engine without a built page gets a plain placeholder page. */
export function loadPageTemplates(distDir: string): PageTemplates {
  const cache = new Map<EngineId, string | null>();
  function template(engine: EngineId): string | null {
    if (!cache.has(engine)) {
      const path = join(distDir, `${engine}.html`);
      cache.set(engine, existsSync(path) ? readFileSync(path, 'utf8') : null);
    }
    return cache.get(engine) ?? null;
  }
  return {
    isBuilt: (engine) => template(engine) !== null,
    render(boot) {
      const html = template(boot.engine) ?? FALLBACK_TEMPLATE;
      const lang = /^[a-z]{2}(?:-[A-Za-z]{2})?$/.test(boot.locale) ? boot.locale : 'en';
      return html
        .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(boot.skin.title)}</title>`)
        .replace(
          BOOT_PLACEHOLDER,
          `<script type="application/json" id="boot-data">${scriptSafeJson(boot)}</script>`,
        );
    },
  };
}

/** A readable page for a launch that cannot start (no script, no style). */
export function errorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body>
</html>`;
}

/** The game page's CSP: only the studio's own files, framed only by the launching casino. */
export function gamePageCsp(frameAncestor: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestor}`,
  ].join('; ');
}
