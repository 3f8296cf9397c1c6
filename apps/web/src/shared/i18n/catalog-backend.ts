import type { BackendModule, ReadCallback } from 'i18next';
import { isRetryableError } from '../http/api-error';
import { type FetchTranslations, loadTranslations } from './load-translations';

export type CatalogBackendOptions = {
  /** The app configuration's `translationsVersion`. */
  version: string;
  /** Each namespace is the list of catalog keys it holds. */
  namespaces: Readonly<Record<string, readonly string[]>>;
  storage: Storage | null;
  fetchTranslations?: FetchTranslations;
};

/**
 * The i18next backend: a namespace is a list of catalog keys, loaded by `loadTranslations`
 * (session storage, then the server, then session storage again).
 */
export class CatalogBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  readonly callbackApi = true;
  readonly #options: CatalogBackendOptions;

  constructor(options: CatalogBackendOptions) {
    this.#options = options;
  }

  init(): void {}

  read(language: string, namespace: string, callback: ReadCallback): void {
    const keys = this.#options.namespaces[namespace];
    if (keys === undefined) {
      callback(new Error(`No catalog keys are declared for namespace "${namespace}"`), false);
      return;
    }
    loadTranslations({
      locale: language,
      namespace,
      version: this.#options.version,
      keys,
      storage: this.#options.storage,
      fetchTranslations: this.#options.fetchTranslations,
    }).then(
      (payload) => callback(null, { ...payload }),
      // i18next retries a read whose callback gets `true` as data: only worth it for failures
      // that may pass (no answer, a 5xx), not for a refused request.
      (error: unknown) =>
        callback(error instanceof Error ? error : String(error), isRetryableError(error)),
    );
  }
}
