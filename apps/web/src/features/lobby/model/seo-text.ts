import { SEO_SHOW_MORE_MIN_WORDS } from '@playfair/domain/constants';

/** The paragraphs of a category's SEO text: separated by a blank line (contracts ZCategoryPage). */
export function seoParagraphs(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** spec 000 §9: "SEO show-more appears above 400 words". */
export function hasSeoShowMore(content: string): boolean {
  return countWords(content) > SEO_SHOW_MORE_MIN_WORDS;
}
