import { type TAppConfig, ZAppConfig } from '@playfair/contracts/app-config';
import { httpRequest } from '../http/http-client';

/**
 * GET /api/config: the app configuration when the page did not inline it (the Vite dev server).
 * No query options or hook: the configuration is read once before the first render and is fixed
 * for the page load (a locale switch is a full page load), so it lives in AppConfigProvider.
 */
export function getAppConfig({ locale }: { locale: string | undefined }): Promise<TAppConfig> {
  return httpRequest('/api/config', { schema: ZAppConfig, query: { locale } });
}
