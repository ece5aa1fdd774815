import type { UserWorkspaceConfig } from 'vitest/config';

/** The vitest project of the front-end app in folder `dir` (one of apps.mjs), with the app's own setup files. */
export declare function appVitestProject(dir: string, options?: { setupFiles?: string[] }): UserWorkspaceConfig;
