import { useEffect } from 'react';

/** Keeps the browser's document title (outside React) in step with the page. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
