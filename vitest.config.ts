import { defineConfig } from 'vitest/config';
import { APPS } from './scripts/apps.mjs';

export default defineConfig({
  test: {
    projects: ['shared', ...APPS.map((app) => app.dir), 'api', 'tooling/releases', 'tooling/object-storage', 'bench'],
  },
});
