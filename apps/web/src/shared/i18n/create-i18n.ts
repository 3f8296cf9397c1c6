import { isSupportedLocale, LOCALE_INFO } from '@playfair/domain/locales';
import i18next, { type i18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { CatalogBackend, type CatalogBackendOptions } from './catalog-backend';

export type StartI18nOptions = CatalogBackendOptions & {
  /** The app configuration's locale (`hr`, `gb`, `se`, ...). */
  locale: string;
  /** Loaded before the first render; the others load when a component asks for them. */
  defaultNamespace: string;
};

export type StartedI18n = {
  i18n: i18n;
  /** False when the default namespace could not be loaded: render nothing half-translated. */
  isReady: boolean;
};

/**
 * The BCP 47 tag ICU plurals and number formats need. Our locale codes are not language tags:
 * `se` would be Northern Sami and `in` Indonesian, so `se` → `sv-SE`, `in` → `en-IN`.
 */
export function icuLocaleFor(locale: string): string {
  return isSupportedLocale(locale) ? LOCALE_INFO[locale].languageTag : locale;
}

export async function startI18n({
  locale,
  defaultNamespace,
  ...backendOptions
}: StartI18nOptions): Promise<StartedI18n> {
  const instance = i18next
    .createInstance()
    .use(new ICU({ parseLngForICU: icuLocaleFor }))
    .use(new CatalogBackend(backendOptions))
    .use(initReactI18next);

  await instance.init({
    lng: locale,
    // The server already falls back to English per key (spec 000 §8); one catalog per locale here.
    fallbackLng: false,
    load: 'currentOnly',
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    // A feature's namespace (loaded when it first renders) holds its own keys; shared ones come
    // from the default namespace, which is always loaded.
    fallbackNS: defaultNamespace,
    // Catalog keys are flat and may contain dots (TRANSLATION_KEY_PATTERN).
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    maxRetries: 2,
    retryTimeout: 500,
    react: { useSuspense: true },
  });

  return { i18n: instance, isReady: instance.hasResourceBundle(locale, defaultNamespace) };
}
