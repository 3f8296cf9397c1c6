import { useAppConfig } from '../shared/config/app-config-context';
import { useDocumentTitle } from '../shared/hooks/use-document-title';

/** `Casino | Playfair`, or the brand alone for the home page. */
export function usePageTitle(pageTitle?: string): void {
  const { brand } = useAppConfig();
  useDocumentTitle(pageTitle === undefined ? brand.name : `${pageTitle} | ${brand.name}`);
}
