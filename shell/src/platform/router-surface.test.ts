// The router is shared through tooling/webpack-config/shared-modules/router.mjs, which
// re-exports only what the apps use so the shared chunk can be tree-shaken. An app importing an
// export that module lacks would get `undefined` at run time; this test fails first.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell/src', 'mf-browse/src', 'mf-sell/src', 'mf-account/src', 'mf-auth/src', 'shared/src'];
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](react-router(?:-dom)?)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|typetest)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from react-router or react-router-dom in app code. */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      for (const specifier of (match[2] ?? '').split(',')) {
        const trimmed = specifier.trim();
        if (!trimmed || trimmed.startsWith('type ')) continue;
        names.set(trimmed.split(/\s+as\s+/)[0] ?? trimmed, path.relative(repoRoot, file));
      }
    }
  }
  return names;
}

function sharedRouterExports(): Set<string> {
  const source = readFileSync(path.join(repoRoot, 'tooling/webpack-config/shared-modules/router.mjs'), 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the shared router surface', () => {
  it('exports every router component and hook the apps import', () => {
    const exported = sharedRouterExports();
    const imported = importedRouterNames();
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('re-exports names react-router really has', async () => {
    const router: Record<string, unknown> = await import('react-router-dom');
    const unknown = [...sharedRouterExports()].filter((name) => router[name] === undefined);
    expect(unknown).toEqual([]);
  });
});
