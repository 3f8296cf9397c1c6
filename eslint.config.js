// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are paths from the repository root whatever folder ESLint runs from.
const root = import.meta.dirname;

// DESIGN §2: imports go one way. On the web app → features → shared, no feature imports another;
// on the server routes → service → repo and no module reaches into another module's files but its
// service; domain imports nothing of ours and contracts only domain.
/** @param {string} path */
function foldersIn(path) {
  try {
    return readdirSync(join(root, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * One zone per folder: among its siblings it may import its own files and, where `openFile` is
 * given, that one file of each sibling (a server module's service), and nothing else.
 * @param {string} parent
 * @param {string} message
 * @param {string} [openFile]
 */
function siblingZones(parent, message, openFile) {
  const names = foldersIn(parent);
  return names.map((name) => ({
    target: `${parent}/${name}`,
    from: parent,
    except: [
      `./${name}`,
      ...(openFile
        ? names.filter((other) => other !== name).map((other) => `./${other}/${openFile}`)
        : []),
    ],
    message,
  }));
}

const webFeatureZones = siblingZones(
  './apps/web/src/features',
  'A feature never imports another feature; compose them in src/app.',
);
const serverModuleZones = siblingZones(
  './apps/server/src/modules',
  "A module never reaches into another module's files; it calls that module's service.",
  'service.ts',
);

const layerZones = [
  {
    target: ['./apps/web/src/features', './apps/web/src/shared'],
    from: './apps/web/src/app',
    message: 'Only src/app composes; features and shared never import it.',
  },
  {
    target: './apps/web/src/shared',
    from: './apps/web/src/features',
    message: 'shared imports no feature.',
  },
  {
    target: './apps/server/src/platform',
    from: './apps/server/src/modules',
    message: 'The platform knows no module.',
  },
  {
    // A module's HTTP layer: its plugin (what app.ts registers) and its route files.
    target: './apps/server/src/modules/*/{repo,service}.ts',
    from: [
      './apps/server/src/modules/*/plugin.ts',
      './apps/server/src/modules/*/routes.ts',
      './apps/server/src/modules/*/*-routes.ts',
    ],
    message: 'plugin → routes → service → repo, never back.',
  },
];

// The apps are separate programs: the web app and the server share only packages/, and the studio
// talks to the casino over HTTP like any vendor (DESIGN §2, §7).
const appZones = [
  {
    target: './apps/studio',
    from: ['./apps/server', './apps/web'],
    message: 'The studio is a vendor: it reaches the casino through the provider API only.',
  },
  {
    // The one thing the web app takes from the server is its English catalog, for its tests to
    // assert the words a player reads (src/test/i18n.ts); the app itself loads texts over HTTP.
    target: './apps/web',
    from: './apps/server',
    except: ['./src/modules/i18n/catalogs'],
    message: 'The web app talks to the server over HTTP.',
  },
  {
    target: ['./apps/web/src/app', './apps/web/src/features', './apps/web/src/shared'],
    from: './apps/server/src/modules/i18n/catalogs',
    message: 'The player site loads its texts from the server; only src/test reads the catalogs.',
  },
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
];

// The server runs the studio in its own process (docs/decisions/002): main.ts starts it and the
// game-image module draws each skin's art. Nothing else knows the studio's code.
const studioMessage = 'Only the server embeds the studio (src/main.ts, modules/game-images).';
const studioZones = [
  {
    target: [
      './apps/web',
      './packages',
      './e2e',
      './bench',
      './apps/server/test',
      './apps/server/*.ts',
      './apps/server/src/!(main).ts',
      './apps/server/src/platform/**',
      './apps/server/src/modules/!(game-images)/**',
    ],
    from: './apps/studio',
    message: studioMessage,
  },
  {
    target: './apps/server/src/main.ts',
    from: './apps/studio',
    except: ['./src/app.ts', './src/config.ts'],
    message: studioMessage,
  },
  {
    target: './apps/server/src/modules/game-images',
    from: './apps/studio',
    except: ['./src/skins.ts'],
    message: studioMessage,
  },
];

const packageZones = [
  {
    // Pure rules: nothing but its own files and its npm dependencies (zod).
    target: './packages/domain',
    from: '.',
    except: ['./packages/domain/src', './node_modules'],
    message: 'domain is pure and imports nothing of ours.',
  },
  {
    target: './packages/contracts',
    from: ['./apps'],
    message: 'contracts may use domain only.',
  },
];

// Drizzle stays behind each module's repo.ts and schema.ts (DESIGN §2: SQL in repo.ts, tables in
// schema.ts) and the platform's database layer.
const drizzleFiles = [
  'apps/server/src/**/repo.ts',
  'apps/server/src/**/repo/**',
  'apps/server/src/**/schema.ts',
  'apps/server/src/platform/db/**',
  // The job runner keeps pg-boss's own tables (pgboss.*) in the database it is given.
  'apps/server/src/platform/jobs/**',
  // Integration tests read and arrange rows directly.
  'apps/server/test/**',
  // The logger's test builds drizzle's own query error to show the statement is kept in the log.
  'apps/server/src/platform/logger.test.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-node/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/server/drizzle/**',
      // Files the lint-config test plants for a moment (eslint.config.test.ts).
      '**/.lint-probe-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js/.mjs/.cjs files unless told otherwise: without these two settings
      // every .ts/.tsx module it resolves is "ignored", so no-cycle never sees a .ts import graph.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use an `as const` object or z.enum instead of enum.',
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...webFeatureZones,
            ...serverModuleZones,
            ...layerZones,
            ...appZones,
            ...studioZones,
            ...packageZones,
          ],
        },
      ],
    },
  },
  {
    // Nothing imports a test file, so a test is never part of a cycle; skipping them spares
    // no-cycle its widest walks (a server test reaches most of the server).
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['apps/**', 'packages/**'],
    rules: {
      // Another app or package is reached by its package name, never by a relative path.
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: "Drizzle belongs in a module's repo.ts or schema.ts (or platform/db).",
            },
          ],
        },
      ],
    },
  },
  {
    files: drizzleFiles,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Typed rules: each TypeScript file is read with the tsconfig of its package (the root one for
    // e2e/, bench/ and the root config files), so lint sees the types tsc sees. Every .ts/.tsx file
    // is in one; the few .js/.mjs files (this config, bench/, scripts/) are linted without types.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
