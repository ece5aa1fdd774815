import { appVitestProject } from '../scripts/vitest-app-project.mjs';

export default appVitestProject('mf-account', { setupFiles: ['./src/testing/fake-api-setup.ts'] });
