import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The studio's HTML5 clients: one page per engine (client/<engine>.html), built into dist/ with
// hashed assets under dist/assets/, which the studio serves with a year's immutable cache.
const root = resolve(import.meta.dirname, 'client');
// The engines of src/engines/engine-types.ts ENGINE_IDS (test/client-build.test.ts checks they match).
export const CLIENT_PAGES = [
  'video-slot',
  'classic-slot',
  'roulette',
  'blackjack',
  'baccarat',
  'money-wheel',
] as const;

export default defineConfig({
  root,
  base: '/',
  publicDir: false,
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    assetsDir: 'assets',
    emptyOutDir: true,
    // No inline script or data-URL module: the game page's CSP allows only 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: Object.fromEntries(
        CLIENT_PAGES.map((engine) => [engine, resolve(root, `${engine}.html`)]),
      ),
    },
  },
});
