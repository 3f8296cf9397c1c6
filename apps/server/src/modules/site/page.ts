import { APP_CONFIG_ELEMENT_ID } from '@playfair/contracts/page-elements';
import type { TAppConfig } from '@playfair/contracts/app-config';
import { escapeHtml, scriptSafeJson } from '@playfair/domain/html';

/** What a page carries beyond the template and the configuration. */
export type PageExtras = {
  /** The brand's theme stylesheet, linked last in `<head>` so its tokens win. */
  themeHref?: string;
  /** Preloads that go first, right after `<title>`, ahead of the app's own scripts. */
  preloads?: string;
  /** More head elements: what the page's first screen needs (the lobby's, `first-screen.ts`). */
  head?: string;
  /** Markup in place of the template's boot screen (between `<!--pf-boot-->` and `<!--/pf-boot-->`). */
  bootScreen?: string;
};

const BOOT_SCREEN = /<!--pf-boot-->[\s\S]*?<!--\/pf-boot-->/;

/**
 * The built index.html for one visitor: `<html lang>` set to the locale's language tag and the app
 * configuration inlined as an inert JSON script element (DESIGN §6 "Boot"), and the brand's theme
 * stylesheet linked when the brand overrides any design token; a page's first screen adds its head
 * elements and takes the boot screen's place.
 */
export function renderPage(template: string, config: TAppConfig, extras: PageExtras = {}): string {
  // Replacements are functions, so a `$` in any value is never read as a replacement pattern.
  const withLang = template.replace(
    /<html\b[^>]*>/i,
    () => `<html lang="${escapeHtml(config.languageTag)}">`,
  );
  const configElement = `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`;
  const themeElement =
    extras.themeHref === undefined
      ? ''
      : `<link rel="stylesheet" href="${escapeHtml(extras.themeHref)}">`;
  const withPreloads = withLang.replace(/<\/title>/i, (end) => `${end}${extras.preloads ?? ''}`);
  const withHead = withPreloads.replace(
    /<\/head>/i,
    () => `${configElement}${extras.head ?? ''}${themeElement}</head>`,
  );
  const bootScreen = extras.bootScreen;
  return bootScreen === undefined ? withHead : withHead.replace(BOOT_SCREEN, () => bootScreen);
}
