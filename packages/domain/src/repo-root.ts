import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the repository is, for the files a process reads at run time (migrations, catalogs, the
// built clients). A module's own address cannot say it: run from source a module sits deep in
// src/, bundled (`npm start` runs the bundles in each app's dist-node/) every module shares the
// bundle's address. Both sit inside the repository, whose root package.json names the workspaces.
// Kept here, beside the pure rules, because both apps need it and neither may import the other.

/** The nearest folder at or above `moduleUrl` whose package.json declares workspaces. */
export function repoRootFrom(moduleUrl: string): string {
  let folder = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces !== undefined) return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no repository root above ${moduleUrl}`);
    folder = parent;
  }
}
