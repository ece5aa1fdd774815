// Runs the pure domain/listing tests of @carmarket/shared in plain Node, without the UI kit's
// jsdom setup: proves that part stays node-safe (the API imports it).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../shared', import.meta.url)),
    environment: 'node',
    include: ['src/domain/**/*.test.ts', 'src/listing/**/*.test.ts'],
  },
});
