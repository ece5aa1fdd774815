import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mf-browse',
    passWithNoTests: true,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['../shared/src/testing/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
  esbuild: { jsx: 'automatic' },
});
