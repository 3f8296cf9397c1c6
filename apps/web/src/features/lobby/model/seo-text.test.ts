import { describe, expect, it } from 'vitest';
import { countWords, hasSeoShowMore, seoParagraphs } from './seo-text';

describe('SEO text', () => {
  it('splits paragraphs at blank lines', () => {
    expect(seoParagraphs('First line\nstill first.\n\n  Second.  \n\n\n')).toEqual([
      'First line still first.',
      'Second.',
    ]);
  });

  it('counts words, not punctuation', () => {
    expect(countWords('Spin – win, repeat! 100 free spins')).toBe(6);
  });

  it('has a show-more above 400 words only (spec 000 §9)', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'slot').join(' ');
    expect(hasSeoShowMore(words(400))).toBe(false);
    expect(hasSeoShowMore(words(401))).toBe(true);
  });
});
