import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-sell',
    passWithNoTests: true,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../shared/src/testing/vitest-setup.ts', './src/testing/browser-stubs.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
  esbuild: { jsx: 'automatic' },
});
