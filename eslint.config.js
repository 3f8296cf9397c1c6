// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// DESIGN §2: imports go one way. On the web app → features → shared, no feature imports another;
// on the server routes → service → repo and no module reaches into another module's files but its
// service; domain imports nothing of ours and contracts only domain.
/** @param {string} path */
function foldersIn(path) {
  try {
    return readdirSync(path, { withFileTypes: true })
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
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
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@playfair/*'], message: 'domain is pure and imports nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@playfair/server*', '@playfair/web*', '@playfair/studio*'],
              message: 'contracts may use domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatureZones,
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
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModuleZones,
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'The platform knows no module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/repo.ts', 'apps/server/src/modules/*/service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./routes', './routes.ts'], message: 'routes → service → repo, never back.' },
          ],
        },
      ],
    },
  },
);
