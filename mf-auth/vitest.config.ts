import { appVitestProject } from '../scripts/vitest-app-project.mjs';

export default appVitestProject('mf-auth');
