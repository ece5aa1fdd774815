// The vitest project of a front-end app (its folder named in apps.mjs): component tests in jsdom
// with shared's setup (jest-dom matchers, cleanup) and any of the app's own setup files after it;
// `?inline-script` imports compile as in the webpack build (tooling/webpack-config/inline-script).
import { defineProject } from 'vitest/config';
import { appByDir } from './apps.mjs';
import { inlineScriptPlugin } from '../tooling/webpack-config/inline-script/vite-plugin.mjs';

/** @param {string} dir @param {{ setupFiles?: string[] }} [options] */
export function appVitestProject(dir, { setupFiles = [] } = {}) {
  return defineProject({
    test: {
      name: appByDir(dir).dir,
      passWithNoTests: true,
      environment: 'jsdom',
      globals: true,
      setupFiles: ['../shared/src/testing/vitest-setup.ts', ...setupFiles],
      include: ['src/**/*.test.{ts,tsx}'],
    },
    esbuild: { jsx: 'automatic' },
    plugins: [inlineScriptPlugin()],
  });
}
