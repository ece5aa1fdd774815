// The router and TanStack Query are shared through tooling/webpack-config/shared-modules/
// (router.mjs, react-query.mjs), which re-export only what the apps use so the shared chunk can
// be tree-shaken. An app importing an export such a module lacks would get `undefined` at run
// time; this test fails first.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell/src', 'mf-browse/src', 'mf-sell/src', 'mf-account/src', 'mf-auth/src', 'shared/src'];
const SURFACES = [
  {
    name: 'router',
    module: 'router.mjs',
    library: 'react-router-dom',
    least: 5,
    pattern: /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](react-router(?:-dom)?)['"]/g,
  },
  {
    name: 'react-query',
    module: 'react-query.mjs',
    library: '@tanstack/react-query',
    least: 3,
    pattern: /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"](@tanstack\/react-query)['"]/g,
  },
] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|typetest)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from the surface's package in app code. */
function importedNames(pattern: RegExp): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
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

function surfaceExports(module: string): Set<string> {
  const source = readFileSync(path.join(repoRoot, 'tooling/webpack-config/shared-modules', module), 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    block
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe.each(SURFACES)('the shared $name surface', ({ module, pattern, library, least }) => {
  it('exports every component, hook and function the apps import', () => {
    const exported = surfaceExports(module);
    const imported = importedNames(pattern);
    expect(imported.size).toBeGreaterThan(least);
    const missing = [...imported].filter(([name]) => !exported.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it(`re-exports names ${library} really has`, async () => {
    const real: Record<string, unknown> = await import(library);
    const unknown = [...surfaceExports(module)].filter((name) => real[name] === undefined);
    expect(unknown).toEqual([]);
  });
});
