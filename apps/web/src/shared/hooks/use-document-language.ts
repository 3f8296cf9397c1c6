import { useEffect } from 'react';

/** Keeps `<html lang>` (outside React) on the locale's BCP 47 tag, for screen readers and hyphens. */
export function useDocumentLanguage(languageTag: string): void {
  useEffect(() => {
    document.documentElement.lang = languageTag;
  }, [languageTag]);
}
