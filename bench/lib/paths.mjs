import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const benchDataDir = path.join(repoRoot, '.data/bench');
export const resultsDir = path.join(repoRoot, 'bench/results');
