import { useEffect } from 'react';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';

/**
 * The document's title and description follow the lobby view (spec 000 §2: choosing a category
 * swaps the page title and description). Leaving the lobby puts the description back.
 */
export function usePageMeta({ title, description }: { title: string; description: string | null }) {
  const { brand } = useAppConfig();
  useDocumentTitle(`${title} | ${brand.name}`);

  useEffect(() => {
    if (description === null) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const meta = existing ?? document.createElement('meta');
    const previous = meta.content;
    if (existing === null) {
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    return () => {
      if (existing === null) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
