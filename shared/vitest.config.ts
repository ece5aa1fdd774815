import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    passWithNoTests: true,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // keen-slider's stylesheet text (motion/keen-slider-style.ts imports it with ?raw).
    css: { include: [/keen-slider\.min\.css/] },
  },
  esbuild: { jsx: 'automatic' },
});
