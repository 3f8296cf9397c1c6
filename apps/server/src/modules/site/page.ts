import { APP_CONFIG_ELEMENT_ID, type TAppConfig } from '@playfair/contracts/app-config';

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The built index.html for one visitor: `<html lang>` set to the locale's language tag and the app
 * configuration inlined as an inert JSON script element (DESIGN §6 "Boot"), and the brand's theme
 * stylesheet linked when the brand overrides any design token.
 */
export function renderPage(template: string, config: TAppConfig, themeHref?: string): string {
  const withLang = template.replace(
    /<html\b[^>]*>/i,
    `<html lang="${escapeAttribute(config.languageTag)}">`,
  );
  const configElement = `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`;
  // Last in <head>, so the brand's tokens win over the defaults of the app's own stylesheet.
  const themeElement =
    themeHref === undefined ? '' : `<link rel="stylesheet" href="${escapeAttribute(themeHref)}">`;
  return withLang.replace(/<\/head>/i, `${configElement}${themeElement}</head>`);
}
