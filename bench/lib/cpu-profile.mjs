// Where the main thread's time goes in a CPU profile (CDP Profiler.stop's `profile`), named after
// the original sources through the builds' source maps: self time per function and per package or
// app folder. The aggregation is a pure function over the profile, unit-tested on hand-made ones.

/** V8's pseudo-frames: not JavaScript of any script. */
const PSEUDO_FRAMES = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/**
 * Self time (ms) of each profile node: the time until the next sample, charged to the sampled node.
 * With `window` ({ fromUs, toUs } on the profile's clock), only the samples taken inside it.
 */
export function selfTimeByNode(profile, window = null) {
  const selfMs = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i += 1) {
    at += timeDeltas[i] ?? 0;
    const untilNext = i + 1 < timeDeltas.length ? timeDeltas[i + 1] : profile.endTime - at;
    if (window && (at < window.fromUs || at >= window.toUs)) continue;
    selfMs.set(samples[i], (selfMs.get(samples[i]) ?? 0) + Math.max(0, untilNext) / 1000);
  }
  return selfMs;
}

/**
 * Where a source file belongs: the npm package for a file under node_modules (its last one), the
 * app and folder for the project's own code, else the file as it is.
 */
export function sourceGroup(source) {
  if (!source) return '(no source)';
  const packages = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (packages.length > 0) return packages.at(-1)[1];
  const own =
    source.match(/(?:^|\/)((?:shell|mf-[a-z]+|shared)\/src\/(?:[^/]+\/){0,2})/) ??
    source.match(/webpack:\/\/([^/]+)\/\.\/(src\/(?:[^/]+\/){0,2})/);
  if (own) return own.length > 2 ? `${own[1]}/${own[2]}` : own[1];
  return source;
}

/**
 * Self time per original function and per group, averaged over profiles. `resolve(callFrame)` gives
 * `{ source, name, line }` for a frame of a script (from its source map) or null; pseudo-frames and
 * frames without a script are named as V8 names them. A profile with a `window` counts only the
 * samples inside it.
 */
export function summarise(profiles, resolve) {
  const byFunction = new Map();
  const byGroup = new Map();
  let totalMs = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    for (const [nodeId, ms] of selfTimeByNode(profile, profile.window)) {
      const frame = nodes.get(nodeId)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      totalMs += ms;
      let fn;
      let group;
      if (PSEUDO_FRAMES.has(frame.functionName) || !frame.url) {
        fn = frame.functionName || '(anonymous native)';
        group = PSEUDO_FRAMES.has(frame.functionName) ? frame.functionName : '(native)';
      } else {
        const original = resolve(frame);
        const source = original?.source ?? frame.url;
        fn = `${original?.name ?? (frame.functionName || '(anonymous)')} (${shortSource(source)}${original?.line ? `:${original.line}` : ''})`;
        group = sourceGroup(source);
      }
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
    }
  }
  const per = (map) => [...map].map(([name, ms]) => ({ name, ms: ms / Math.max(1, profiles.length) })).sort((a, b) => b.ms - a.ms);
  return { totalMs: totalMs / Math.max(1, profiles.length), byFunction: per(byFunction), byGroup: per(byGroup) };
}

/**
 * Inclusive time per function of the project's own code (a frame whose source is not under
 * node_modules): every sample is charged once to each distinct own function on its stack, so a
 * component's figure holds what React and the libraries did inside it. Averaged over profiles,
 * inside each profile's `window` when it has one. Which component's hydration costs what.
 */
export function ownInclusiveTime(profiles, resolve) {
  const byFunction = new Map();
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const ownNames = new Map();
    const ownName = (nodeId) => {
      if (!ownNames.has(nodeId)) {
        const frame = nodes.get(nodeId)?.callFrame;
        const original = frame?.url ? resolve(frame) : null;
        const own = original?.source && !original.source.includes('node_modules/');
        ownNames.set(nodeId, own ? `${original.name ?? (frame.functionName || '(anonymous)')} (${shortSource(original.source)})` : null);
      }
      return ownNames.get(nodeId);
    };
    for (const [nodeId, ms] of selfTimeByNode(profile, profile.window)) {
      const seen = new Set();
      for (let id = nodeId; id !== undefined; id = parentOf.get(id)) {
        const name = ownName(id);
        if (name) seen.add(name);
      }
      for (const name of seen) byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    }
  }
  return [...byFunction].map(([name, ms]) => ({ name, ms: ms / Math.max(1, profiles.length) })).sort((a, b) => b.ms - a.ms);
}

/** The end of a source path worth reading: from its last node_modules package, or from the app's folder. */
export function shortSource(source) {
  const inPackage = source.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+\/.*)$/);
  if (inPackage) return inPackage[1];
  const own = source.match(/((?:shell|mf-[a-z]+|shared)\/src\/.*)$/) ?? source.match(/webpack:\/\/[^/]+\/\.\/(.*)$/);
  return own ? own[1] : source;
}
