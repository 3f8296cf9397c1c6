import { z } from 'zod';

/**
 * A white-label brand overrides the design tokens of the player site (the `--pf-*` CSS variables
 * of apps/web/src/shared/theme/tokens.css). Names and values are checked strictly: the theme ends
 * up in a stylesheet, so a value may not close the declaration or the rule, or open a comment.
 */
export const ZBrandTheme = z.record(
  z.string().regex(/^--pf-[a-z0-9-]{1,64}$/, { error: 'a theme token is a --pf-* variable name' }),
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^;{}<>\\@]*$/, { error: 'a theme value may not contain ; { } < > \\ or @' })
    .refine((value) => !value.includes('/*') && !value.includes('*/'), {
      error: 'a theme value may not contain a comment',
    }),
);
export type BrandTheme = z.infer<typeof ZBrandTheme>;

/** The stylesheet that applies a brand's tokens over the defaults; empty for no overrides. */
export function brandThemeCss(theme: BrandTheme): string {
  const entries = Object.entries(theme).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return '';
  return `:root {\n${entries.map(([name, value]) => `  ${name}: ${value.trim()};`).join('\n')}\n}\n`;
}
