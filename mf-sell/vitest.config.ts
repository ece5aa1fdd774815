import { appVitestProject } from '../scripts/vitest-app-project.mjs';

// browser-stubs: the browser APIs jsdom lacks that the sell page uses.
export default appVitestProject('mf-sell', { setupFiles: ['./src/testing/browser-stubs.ts'] });
