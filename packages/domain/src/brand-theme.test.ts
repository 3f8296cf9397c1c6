import { describe, expect, it } from 'vitest';
import { brandThemeCss, ZBrandTheme } from './brand-theme';

describe('brand theme', () => {
  it('writes the tokens as one :root rule, in a stable order', () => {
    const css = brandThemeCss({ '--pf-color-bg': '#000', '--pf-color-accent': ' rgb(1 2 3) ' });
    expect(css).toBe(':root {\n  --pf-color-accent: rgb(1 2 3);\n  --pf-color-bg: #000;\n}\n');
  });

  it('writes nothing for no overrides', () => {
    expect(brandThemeCss({})).toBe('');
  });

  it.each([
    [{ color: 'red' }],
    [{ '--pf-color-bg': 'red; } body { display: none' }],
    [{ '--pf-color-bg': 'red</style><script>' }],
    [{ '--pf-color-bg': '/* x */ red' }],
    [{ '--pf-color-bg': 'url(x) @import' }],
    [{ '--pf-color-bg': '' }],
    [{ '--pf-Color': 'red' }],
  ])('refuses %o', (theme) => {
    expect(ZBrandTheme.safeParse(theme).success).toBe(false);
  });

  it('accepts real token values', () => {
    expect(
      ZBrandTheme.safeParse({
        '--pf-color-accent': '#2bd4a4',
        '--pf-font-sans': "'Inter', system-ui, sans-serif",
        '--pf-color-backdrop': 'rgb(5 8 18 / 72%)',
      }).success,
    ).toBe(true);
  });
});
