import { defineConfig } from 'vitest/config';
import { inlineScriptPlugin } from '../../tooling/webpack-config/inline-script/vite-plugin.mjs';

// The shell's server against the production builds (`node scripts/build-apps.mjs --ssr` first):
//   pnpm --filter shell test:ssr
export default defineConfig({
  test: {
    name: 'shell-server',
    environment: 'node',
    include: ['server/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
  // The document scripts' text, as the build compiles it (`?inline-script`), to find in the pages.
  plugins: [inlineScriptPlugin()],
});
