// Runs the render benchmark (not part of the regular test project):
//   pnpm exec vitest run --config mf-browse/bench/vitest.bench.config.ts
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: __dirname,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../../shared/src/testing/vitest-setup.ts'],
    include: ['**/*.bench.test.tsx'],
    testTimeout: 120_000,
  },
  esbuild: { jsx: 'automatic' },
});
