import { describe, expect, it } from 'vitest';
import { deriveSkin, THEME_IDS } from './skins';

describe('deriveSkin', () => {
  it('is deterministic', () => {
    expect(deriveSkin('book-of-ra-deluxe')).toEqual(deriveSkin('book-of-ra-deluxe'));
  });

  it('takes the theme a slug names', () => {
    expect(deriveSkin('book-of-pharaoh').theme).toBe('egypt');
    expect(deriveSkin('deep-sea-pearls').theme).toBe('ocean');
    expect(deriveSkin('wild-west-gold').theme).toBe('wild-west');
    expect(deriveSkin('thor-hammer').theme).toBe('viking');
    expect(deriveSkin('lucky-dragon').title).toBe('Lucky Dragon');
  });

  it('spreads unnamed slugs over every theme and gives them different colours', () => {
    const skins = Array.from({ length: 200 }, (_, index) => deriveSkin(`game-${index}`));
    expect(new Set(skins.map((skin) => skin.theme))).toEqual(new Set(THEME_IDS));
    const backgrounds = new Set(skins.map((skin) => skin.palette.background));
    expect(backgrounds.size).toBeGreaterThan(100);
  });

  it('refuses a slug outside [a-z0-9-]{1,64}', () => {
    for (const slug of ['', 'Upper', 'a b', 'x'.repeat(65), '../etc']) {
      expect(() => deriveSkin(slug)).toThrow(RangeError);
    }
  });
});
