// Writes one '## Section' of docs/BENCHMARKS.md, leaving every other section (the API and
// Browse engineers own theirs) exactly as it is.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
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

export function machineLine() {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not installed
  }
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}`;
}

export function measuredLine(command) {
  return `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${machineLine()}. Command: \`${command}\`.`;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const verdict = (met) => (met ? 'met' : '**not met**');
