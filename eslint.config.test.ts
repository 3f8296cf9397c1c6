import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The guards of eslint.config.js, each shown firing on a planted violation and staying quiet on
// what is allowed. A planted import is linted as the text of an existing file of the folder it
// stands for (typed linting reads only files a tsconfig knows; nothing is written). A cycle needs
// both files on disk, so those go to a hidden `.lint-probe-*` folder (ignored by `eslint .`, unseen
// by tsc and vitest) that is removed afterwards.

const root = import.meta.dirname;
const eslint = new ESLint({ cwd: root });
// The planted cycle is in no tsconfig: it is linted without types, with the config's ignore of
// `.lint-probe-*` lifted.
const untypedEslint = new ESLint({
  cwd: root,
  ignore: false,
  overrideConfig: { files: ['**/.lint-probe-*/**'], ...tseslint.configs.disableTypeChecked },
});

type Finding = { ruleId: string | null; message: string };

/** A source file of `folder`, to lint planted text as; which one does not matter to a zone. */
function fileIn(folder: string): string {
  const name = readdirSync(join(root, folder))
    .sort()
    .find((entry) => /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'));
  if (name === undefined) throw new Error(`no source file in ${folder}`);
  return `${folder}/${name}`;
}

async function lint(filePath: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  const messages = result?.messages ?? [];
  // A file ESLint could not read would make every "no finding" below pass.
  const fatal = messages.find((message) => message.fatal);
  if (fatal !== undefined) throw new Error(`${filePath}: ${fatal.message}`);
  return messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

async function rulesFired(filePath: string, code: string): Promise<(string | null)[]> {
  return (await lint(filePath, code)).map((finding) => finding.ruleId);
}

/** Lints two modules importing each other, planted in a hidden folder under `parent` for the while. */
async function lintPlantedCycle(
  parent: string,
  extension: 'ts' | 'tsx',
): Promise<ESLint.LintResult[]> {
  const folder = mkdtempSync(join(root, parent, '.lint-probe-'));
  try {
    const first = join(folder, `first.${extension}`);
    const second = join(folder, `second.${extension}`);
    writeFileSync(
      first,
      "import { second } from './second';\n\nexport const first = () => second() + 1;\n",
    );
    writeFileSync(
      second,
      "import { first } from './first';\n\nexport const second = () => first() + 1;\n",
    );
    return await untypedEslint.lintFiles([first, second]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('import cycles', () => {
  it.each([
    ['apps/server/src', 'ts'],
    ['apps/web/src', 'tsx'],
  ] as const)('are reported in %s (.%s)', async (parent, extension) => {
    const results = await lintPlantedCycle(parent, extension);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    }
  });
});

describe('the studio is a vendor', () => {
  it('imports nothing of the server or the web app', async () => {
    expect(
      await rulesFired(
        fileIn('apps/studio/src'),
        "import { buildApp } from '@playfair/server/src/app';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        fileIn('apps/studio/src'),
        "import { readAppConfig } from '../../web/src/shared/config/read-app-config';\n",
      ),
    ).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-relative-packages']),
    );
  });

  it('is embedded by the server through its package only where it is today', async () => {
    const main =
      "import { buildStudio } from '@playfair/studio/app';\nimport { parseStudioConfig } from '@playfair/studio/config';\n";
    expect(await rulesFired('apps/server/src/main.ts', main)).not.toContain(
      'import-x/no-restricted-paths',
    );
    const art = "import { deriveSkin } from '@playfair/studio/skins';\n";
    expect(await rulesFired('apps/server/src/modules/game-images/art.ts', art)).not.toContain(
      'import-x/no-restricted-paths',
    );

    const rng = "import { randomInt } from '@playfair/studio/rng';\n";
    expect(await rulesFired('apps/server/src/main.ts', rng)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired(fileIn('apps/server/src/modules/game-images'), rng)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired(fileIn('apps/server/src/modules/catalog'), art)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired('apps/server/src/app.ts', art)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired(fileIn('apps/server/test'), art)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired(fileIn('apps/web/src/shared/events'), art)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired(fileIn('packages/domain/src'), art)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesFired(
        'apps/server/src/main.ts',
        "import { buildStudio } from '../../studio/src/app';\n",
      ),
    ).toContain('import-x/no-relative-packages');
  });

  it('leaves the imports the server makes today alone', async () => {
    const results = await eslint.lintFiles([
      join(root, 'apps/server/src/main.ts'),
      join(root, 'apps/server/src/modules/game-images/art.ts'),
    ]);
    const zoneFindings = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId?.startsWith('import-x/no-re')),
    );
    expect(zoneFindings).toEqual([]);
  });
});

describe('the apps reach each other only over HTTP', () => {
  it('refuses a relative import from one app into another', async () => {
    expect(
      await rulesFired(
        fileIn('apps/server/src/platform'),
        "import { startApp } from '../../../web/src/app/start';\n",
      ),
    ).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-relative-packages']),
    );
    expect(
      await rulesFired(
        fileIn('apps/web/src/shared/events'),
        "import { buildApp } from '../../../../server/src/app';\n",
      ),
    ).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-relative-packages']),
    );
  });

  it("lets only the web app's test support read the server's catalogs", async () => {
    const catalog = "import en from '@playfair/server/src/modules/i18n/catalogs/en.json';\n";
    expect(await rulesFired(fileIn('apps/web/src/test'), catalog)).not.toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesFired(fileIn('apps/web/src/features/lobby/components'), catalog)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('the packages', () => {
  it('keep domain inside its own src', async () => {
    expect(
      await rulesFired(
        fileIn('packages/domain/src'),
        "import { z } from 'zod';\nimport { formatMoney } from './money';\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        fileIn('packages/domain/src'),
        "import { ZLoginRequest } from '../../contracts/src/identity';\n",
      ),
    ).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-relative-packages']),
    );
    expect(
      await rulesFired(
        fileIn('packages/domain/src'),
        "import { ZLoginRequest } from '@playfair/contracts/identity';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(fileIn('packages/domain/src'), "import manifest from '../package.json';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keep contracts free of the apps', async () => {
    expect(
      await rulesFired(
        fileIn('packages/contracts/src'),
        "import { buildApp } from '@playfair/server/src/app';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});

describe('inside an app', () => {
  it('keeps web features apart and shared free of them', async () => {
    const lobby = fileIn('apps/web/src/features/lobby/components');
    expect(
      await rulesFired(
        lobby,
        "import { LoginForm } from '../../identity/components/login-form';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        fileIn('apps/web/src/shared/events'),
        "import { LoginForm } from '../../features/identity/components/login-form';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a server module reach another only through its service', async () => {
    const catalog = 'apps/server/src/modules/catalog/service.ts';
    expect(await rulesFired(catalog, "import { players } from '../identity/schema';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesFired(catalog, "import type { PlayerProfile } from '../identity/service';\n"),
    ).not.toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        'apps/server/src/modules/catalog/plugin.ts',
        "import { createPlayerAuth } from '../identity/plugin';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});

describe('the server', () => {
  it('keeps drizzle in repo.ts, schema.ts, the platform database layer and its tests', async () => {
    const drizzle = "import { sql } from 'drizzle-orm';\n";
    for (const path of [
      'apps/server/src/modules/catalog/service.ts',
      'apps/server/src/modules/catalog/routes.ts',
      fileIn('apps/server/src/platform/http'),
      fileIn('apps/web/src/shared/events'),
    ]) {
      expect(await rulesFired(path, drizzle), path).toContain('no-restricted-imports');
    }
    expect(
      await rulesFired(
        'apps/server/src/modules/catalog/service.ts',
        "import { text } from 'drizzle-orm/pg-core';\n",
      ),
    ).toContain('no-restricted-imports');
    for (const path of [
      'apps/server/src/modules/catalog/repo.ts',
      'apps/server/src/modules/catalog/schema.ts',
      fileIn('apps/server/src/platform/db'),
      fileIn('apps/server/test'),
    ]) {
      expect(await rulesFired(path, drizzle), path).not.toContain('no-restricted-imports');
    }
  });

  it('goes plugin → routes → service → repo and never back', async () => {
    expect(
      await rulesFired(
        'apps/server/src/modules/catalog/service.ts',
        "import { catalogRoutes } from './routes';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        'apps/server/src/modules/catalog/service.ts',
        "import { catalogPlugin } from './plugin';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        'apps/server/src/modules/payments/repo.ts',
        "import { operatorRoutes } from './operator-routes';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFired(
        'apps/server/src/modules/catalog/routes.ts',
        "import { createCatalogService } from './service';\n",
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });
});

describe('typed rules', () => {
  it('report a promise left floating and a switch that misses a case', async () => {
    const code = [
      'export async function save(): Promise<void> {}',
      'export function run(): void {',
      '  save();',
      '}',
      "export function label(kind: 'a' | 'b'): string {",
      '  switch (kind) {',
      "    case 'a':",
      "      return 'A';",
      '    default:',
      "      return 'other';",
      '  }',
      '}',
      '',
    ].join('\n');
    const rules = await rulesFired(fileIn('apps/server/src/platform'), code);
    expect(rules).toEqual(
      expect.arrayContaining([
        '@typescript-eslint/no-floating-promises',
        '@typescript-eslint/switch-exhaustiveness-check',
      ]),
    );
  });
});
