import type { WebPage } from '@playfair/contracts/web-pages';
import type { AppTextKey } from '../text-keys';

/** The pages that are, for now, a title, a text and an honest "opens soon". */
export type Section = Extract<WebPage, 'casino' | 'liveCasino' | 'sports' | 'blog' | 'insider'>;

export const SECTION_TEXTS = {
  casino: { titleKey: 'section_casino_title', textKey: 'section_casino_text' },
  liveCasino: { titleKey: 'section_live_casino_title', textKey: 'section_live_casino_text' },
  sports: { titleKey: 'section_sports_title', textKey: 'section_sports_text' },
  blog: { titleKey: 'section_blog_title', textKey: 'section_blog_text' },
  insider: { titleKey: 'section_insider_title', textKey: 'section_insider_text' },
} as const satisfies Record<Section, { titleKey: AppTextKey; textKey: AppTextKey }>;
