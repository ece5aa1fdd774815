import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'mf-browse', 'mf-sell', 'mf-account', 'mf-auth', 'api', 'tooling/releases', 'tooling/object-storage'],
  },
});
