import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const API_ORIGIN = 'http://127.0.0.1:3000';

// The server answers every call the app makes (they all carry the XHR marker, DESIGN §5), the
// config fallback under /api/ and the health check; plain page loads stay here and get the SPA.
function isServerRequest(req: IncomingMessage): boolean {
  const path = req.url ?? '/';
  return (
    req.headers['x-requested-with'] !== undefined ||
    path.startsWith('/api/') ||
    path === '/health' ||
    path.startsWith('/health/') ||
    path.startsWith('/health?')
  );
}

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json)$/;
const MIN_COMPRESS_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text asset over 1 KiB once the build
 * is on disk, so the server can send precompressed files without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'playfair:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= MIN_COMPRESS_BYTES) return;
          const content = await readFile(file);
          const brotli = brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          await writeFile(`${file}.br`, brotli);
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Every module the app's start (`src/app/start.ts`) imports statically — what any page needs
 * before the app can run — less what the page's first script (the entry) holds itself, found once
 * the module graph is built. The build puts them in one chunk: the browser asks for one file, not
 * a score of small ones, when the app starts (each costs a round trip over HTTP/1.1).
 */
function bootModules(start: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'playfair:boot-modules',
    apply: 'build',
    buildEnd() {
      const staticClosure = (roots: readonly string[]): Set<string> => {
        const found = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id)) continue;
          found.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const firstScript = staticClosure(entries);
      // Build helpers (virtual modules, `\0…`) stay where the bundler puts them: the first
      // script uses the preload helper too.
      for (const id of staticClosure([start])) {
        if (!firstScript.has(id) && !id.startsWith('\0')) modules.add(id);
      }
    },
  };
  return { plugin, has: (id) => modules.has(id) };
}

const boot = bootModules(resolve(import.meta.dirname, 'src/app/start.ts'));

export default defineConfig({
  plugins: [react(), precompress(), boot.plugin],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The group holds exactly the start's own modules: what the first script holds (the
          // preload helper among them) stays there, and the start imports it from there.
          groups: [
            { name: 'boot', test: (id) => boot.has(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/': {
        target: API_ORIGIN,
        changeOrigin: false,
        // Returning the URL hands the request back to Vite (modules, HMR, the SPA fallback).
        bypass: (req) => (isServerRequest(req) ? undefined : req.url),
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Whole modals render in jsdom; on a busy two-core machine that can pass the 5 s default.
    testTimeout: 15_000,
  },
});
