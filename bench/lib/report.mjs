// Writes one '## Section' of docs/BENCHMARKS.md, leaving every other section (the API and
// Browse engineers own theirs) exactly as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeMachine } from './machine.mjs';
import { repoRoot } from './paths.mjs';

const DOC = path.join(repoRoot, 'docs/BENCHMARKS.md');
const HEADER = `# Benchmarks

Every target of the quality issue with the figure measured on this project's machine, met or not.
Each section says when, where and with which command it was measured; \`pnpm bench\` re-runs the
front-end ones (\`node bench/run-all.mjs\`).
`;

/** Replaces (or appends) the section whose heading is exactly `## ${title}`. */
export function writeBenchmarkSection(title, body) {
  const current = existsSync(DOC) ? readFileSync(DOC, 'utf8') : HEADER;
  const heading = `## ${title}`;
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  const section = `${heading}\n\n${body.trim()}\n`;
  let next;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    let end = lines.findIndex((line, index) => index > start && /^## /.test(line));
    if (end === -1) end = lines.length;
    next = [...lines.slice(0, start), ...section.split('\n'), ...lines.slice(end)].join('\n');
  }
  writeFileSync(DOC, `${next.trimEnd()}\n`);
}

/** One line on what a figure was measured on (bench/lib/machine.mjs describes the machine). */
export function machineLine() {
  const m = describeMachine();
  return `${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB RAM, ${m.os}, Node ${m.node}, ${m.chromium}; builds of commit ${m.commit}`;
}

export function measuredLine(command) {
  return `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${machineLine()}. Command: \`${command}\`.`;
}

/** The median of repeated runs (bench/lib/stats.mjs, with their spread). */
export { median } from './stats.mjs';

export const verdict = (met) => (met ? 'met' : '**not met**');
