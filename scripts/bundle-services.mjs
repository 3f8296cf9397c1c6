// Bundles the two Node services — the platform API (with the studio it embeds) and the stand-alone
// studio — into plain JavaScript, so `npm start` runs compiled code instead of compiling
// TypeScript on every start. Our own workspace packages (their exports are TypeScript sources)
// are bundled in; every other package stays in node_modules, loaded as it is published (native
// and WebAssembly modules find their files there).
// Usage: node scripts/bundle-services.mjs
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports of anything but `@playfair/*` stay imports; relative ones are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@playfair/') ? undefined : { path: args.path, external: true },
    );
  },
};

const SERVICES = [
  { entry: 'apps/server/src/main.ts', outdir: 'apps/server/dist-node' },
  { entry: 'apps/studio/src/main.ts', outdir: 'apps/studio/dist-node' },
];

const started = performance.now();
await Promise.all(
  SERVICES.map(({ entry, outdir }) => {
    rmSync(join(ROOT, outdir), { recursive: true, force: true });
    return build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      // Stack traces name the TypeScript sources.
      sourcesContent: false,
      plugins: [externalPackages],
      logLevel: 'warning',
    });
  }),
);
console.log(`bundled ${SERVICES.length} services in ${Math.round(performance.now() - started)} ms`);
