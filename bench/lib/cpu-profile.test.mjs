import { describe, expect, it } from 'vitest';
import { ownInclusiveTime, selfTimeByNode, shortSource, sourceGroup, summarise } from './cpu-profile.mjs';

const frame = (functionName, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
  scriptId: '1',
});

// root > program, root > a (bundle.js) > b (bundle.js); samples every 1 ms (timeDeltas in µs).
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('(program)') },
    { id: 3, callFrame: frame('a', 'http://x/bundle.js', 0, 10) },
    { id: 4, callFrame: frame('b', 'http://x/bundle.js', 0, 20) },
    { id: 5, callFrame: frame('(idle)') },
  ],
  startTime: 0,
  samples: [3, 4, 4, 2, 5],
  timeDeltas: [0, 1000, 1000, 1000, 1000],
  endTime: 5000,
};

describe('CPU profile summary', () => {
  it('charges each sample the time until the next one, the last one the time to the end', () => {
    expect(Object.fromEntries(selfTimeByNode(profile))).toEqual({ 3: 1, 4: 2, 2: 1, 5: 1 });
  });

  it('counts only the samples inside a window of the profile clock', () => {
    // Samples at 0, 1000, 2000, 3000 and 4000 µs: the window [1000, 3000) holds the two of node 4.
    expect(Object.fromEntries(selfTimeByNode(profile, { fromUs: 1000, toUs: 3000 }))).toEqual({ 4: 2 });
    expect(summarise([{ ...profile, window: { fromUs: 0, toUs: 1000 } }], () => null).byFunction).toEqual([
      { name: 'a (http://x/bundle.js)', ms: 1 },
    ]);
  });

  it('names frames from their source map, groups them, leaves idle out and averages over profiles', () => {
    const resolve = (f) =>
      f.columnNumber === 10
        ? { source: 'webpack://mf_browse/./src/features/listing/components/filter-sections.tsx', name: 'BrandBody', line: 12 }
        : {
            source: 'webpack://mf_browse/../node_modules/.pnpm/react-dom@19.2.0/node_modules/react-dom/cjs/x.js',
            name: 'beginWork',
            line: 3,
          };
    const summary = summarise([profile, profile], resolve);
    expect(summary.totalMs).toBe(4);
    expect(summary.byFunction).toEqual([
      { name: 'beginWork (react-dom/cjs/x.js:3)', ms: 2 },
      { name: 'BrandBody (src/features/listing/components/filter-sections.tsx:12)', ms: 1 },
      { name: '(program)', ms: 1 },
    ]);
    expect(summary.byGroup.map((g) => g.name)).toEqual(['react-dom', 'mf_browse/src/features/listing/', '(program)']);
  });

  it('groups a source by its last package or its app folder', () => {
    expect(sourceGroup('webpack://shell/../node_modules/.pnpm/styled-components@6.1.19/node_modules/styled-components/dist/x.js')).toBe(
      'styled-components',
    );
    expect(sourceGroup('webpack://x/../node_modules/.pnpm/@module-federation+runtime@1/node_modules/@module-federation/runtime/a.js')).toBe(
      '@module-federation/runtime',
    );
    expect(sourceGroup('webpack://shell/../shared/src/platform/hydrate-when-visible.tsx')).toBe('shared/src/platform/');
    expect(shortSource('webpack://shell/../shared/src/platform/hydrate-when-visible.tsx')).toBe(
      'shared/src/platform/hydrate-when-visible.tsx',
    );
  });

  it('charges a sample to every own function on its stack once, and library frames to none', () => {
    // root > App (own) > beginWork (library) > Card (own) > Card (own, again: recursion counted once)
    const nested = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('App', 'http://x/app.js', 0, 1), children: [3] },
        { id: 3, callFrame: frame('beginWork', 'http://x/react.js', 0, 2), children: [4] },
        { id: 4, callFrame: frame('Card', 'http://x/app.js', 0, 3), children: [5] },
        { id: 5, callFrame: frame('Card', 'http://x/app.js', 0, 3) },
      ],
      startTime: 0,
      samples: [2, 3, 5, 4],
      timeDeltas: [0, 1000, 1000, 1000],
      endTime: 4000,
      window: { fromUs: 1000, toUs: 4000 },
    };
    const resolve = (f) =>
      f.url.endsWith('react.js')
        ? { source: 'webpack://shell/../node_modules/react-dom/cjs/x.js', name: f.functionName, line: 1 }
        : { source: `webpack://shell/./src/app/${f.functionName}.tsx`, name: f.functionName, line: 1 };
    expect(ownInclusiveTime([nested], resolve)).toEqual([
      { name: 'App (src/app/App.tsx)', ms: 3 },
      { name: 'Card (src/app/Card.tsx)', ms: 2 },
    ]);
  });
});
