import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRootFrom } from './repo-root';

describe('repoRootFrom', () => {
  const root = mkdtempSync(join(tmpdir(), 'repo-root-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['apps/*'] }));
  mkdirSync(join(root, 'apps/server/src/platform/db'), { recursive: true });
  mkdirSync(join(root, 'apps/server/dist-node'), { recursive: true });
  // A workspace's own manifest declares no workspaces and is passed over.
  writeFileSync(join(root, 'apps/server/package.json'), JSON.stringify({ name: 'server' }));

  it('finds the root from a module deep in a source tree', () => {
    const url = pathToFileURL(join(root, 'apps/server/src/platform/db/client.ts')).href;
    expect(repoRootFrom(url)).toBe(root);
  });

  it('finds the same root from a bundle', () => {
    const url = pathToFileURL(join(root, 'apps/server/dist-node/main.js')).href;
    expect(repoRootFrom(url)).toBe(root);
  });

  it('says so when there is no repository above', () => {
    const outside = mkdtempSync(join(tmpdir(), 'no-repo-'));
    try {
      expect(() => repoRootFrom(pathToFileURL(join(outside, 'main.js')).href)).toThrow(
        /no repository root/,
      );
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
