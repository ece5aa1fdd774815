// ESLint rule carmarket/no-feature-cycles: features of one app may use each other, but never in
// a circle (chrome -> city-modal -> chrome). import-x/no-cycle sees cycles between modules; this
// rule sees them between feature folders (src/features/<name>/), where two modules in one
// feature can each import a module of the other without any module-level cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;
const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The app's src/features folder and the feature a file belongs to, or null outside features. */
function featureOf(file) {
  const index = file.indexOf(FEATURES);
  if (index === -1) return null;
  const featuresDir = file.slice(0, index + FEATURES.length - 1);
  const name = file.slice(index + FEATURES.length).split(path.sep)[0];
  return name && !name.includes('.') ? { featuresDir, name } : null;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** feature -> the other features its (non-test) modules import, for one features folder. */
function featureGraph(featuresDir) {
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file)?.name;
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (!specifier.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier));
      if (to && to.featuresDir === featuresDir && to.name !== from) edges.add(to.name);
    }
  }
  return graph;
}

/** A path of features from `start` back to `target`, or null. */
function pathBack(graph, start, target) {
  const seen = new Set();
  const walk = (node, trail) => {
    if (node === target) return trail;
    if (seen.has(node)) return null;
    seen.add(node);
    for (const next of graph.get(node) ?? []) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

export const noFeatureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Features of one app never import each other in a circle.' },
    schema: [],
    messages: {
      cycle:
        'Features import each other in a circle: {{cycle}}. Move what both need to a lower layer (lib/, platform/, components/) or into one of them.',
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here || /\.(test|spec)\.tsx?$/.test(context.filename)) return {};
    let graph;
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to || to.featuresDir !== here.featuresDir || to.name === here.name) return;
      graph ??= featureGraph(here.featuresDir);
      const back = pathBack(graph, to.name, here.name);
      if (back) context.report({ node, messageId: 'cycle', data: { cycle: [here.name, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const carmarketPlugin = { meta: { name: 'carmarket' }, rules: { 'no-feature-cycles': noFeatureCycles } };
