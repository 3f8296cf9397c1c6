import { APP_CONFIG_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { type TAppConfig, ZAppConfig } from '@playfair/contracts/app-config';
import { isSupportedLocale, type Locale } from '@playfair/domain/locales';
import { getAppConfig } from './get-app-config';

/**
 * The configuration the server inlined as `<script id="app-config" type="application/json">`, or
 * null when there is none. A present but broken one throws: the page and the app disagree.
 */
export function readInlineAppConfig(doc: Document): TAppConfig | null {
  const element = doc.getElementById(APP_CONFIG_ELEMENT_ID);
  if (element === null) return null;
  return ZAppConfig.parse(JSON.parse(element.textContent ?? ''));
}

/** The locale that starts a path (`/hr/casino` → `hr`), when it is one we support. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isSupportedLocale(first) ? first : undefined;
}

/** The inlined configuration, else the server's answer for the locale of the address. */
export async function loadAppConfig({
  doc,
  pathname,
}: {
  doc: Document;
  pathname: string;
}): Promise<TAppConfig> {
  return readInlineAppConfig(doc) ?? getAppConfig({ locale: localeFromPath(pathname) });
}
