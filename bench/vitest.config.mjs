import { defineProject } from 'vitest/config';

// The benchmarks' own helpers (bench/lib): statistics, the quiet-machine check, the CPU
// calibration, the trace analysis. The benchmarks themselves run browsers and are not unit tests.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['lib/**/*.test.mjs', '*.test.mjs'],
  },
});
