import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    passWithNoTests: true,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
  esbuild: { jsx: 'automatic' },
});
