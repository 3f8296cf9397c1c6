import { isSupportedLocale, LOCALE_INFO } from '@playfair/domain/locales';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppConfig } from '../../shared/config/app-config-context';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons';
import styles from './language-switcher.module.css';
import { localeSwitchUrl } from './locale-switch-url';

function languageTagOf(code: string): string {
  return isSupportedLocale(code) ? LOCALE_INFO[code].languageTag : code;
}

/**
 * A disclosure listing the supported locales as plain links to the same page under each locale.
 * Following one is a full page load, as it must be: country, currency and the whole configuration
 * depend on the locale. Links rather than a <select> that navigates on change: choosing with the
 * arrow keys does not leave the page, and each entry is a real address (hreflang, open in new tab).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale, supportedLocales } = useAppConfig();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const currentId = useId();
  const listId = useId();
  const current = supportedLocales.find(({ code }) => code === locale);

  // Sync with the document: a press anywhere outside closes the list.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (next instanceof Element && !event.currentTarget.contains(next)) setIsOpen(false);
  }

  return (
    <div ref={rootRef} className={styles.switcher} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <span id={labelId} className={styles.label}>
        {t('language_switcher_label')}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-labelledby={`${labelId} ${currentId}`}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((wasOpen) => !wasOpen)}
      >
        <GlobeIcon className={styles.globe} />
        <span id={currentId} lang={languageTagOf(locale)}>
          {current?.nativeName ?? locale}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {isOpen ? (
        <ul id={listId} className={styles.list} aria-labelledby={labelId}>
          {supportedLocales.map(({ code, nativeName }) => {
            const languageTag = languageTagOf(code);
            const isCurrent = code === locale;
            return (
              <li key={code}>
                <a
                  className={styles.option}
                  href={localeSwitchUrl(location, code)}
                  hrefLang={languageTag}
                  lang={languageTag}
                  aria-current={isCurrent ? 'true' : undefined}
                >
                  {nativeName}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
