import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-account',
    passWithNoTests: true,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../shared/src/testing/vitest-setup.ts', './src/testing/fake-api-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
  esbuild: { jsx: 'automatic' },
});
