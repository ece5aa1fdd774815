// The front-end apps a release can be made of: the same list build, dev and start use.
import { APPS } from '../../../scripts/apps.mjs';

export interface AppInfo {
  /** Folder and package name: 'mf-browse'. Releases live under `<dir>/<version>/`. */
  dir: string;
  /** Federation name: 'mf_browse' (the shell's composition keys remotes by it). */
  name: string;
  port: number;
}

export const RELEASE_APPS: readonly AppInfo[] = APPS;
export const SHELL_APP = 'shell';

export function findApp(nameOrDir: string): AppInfo {
  const app = RELEASE_APPS.find((candidate) => candidate.dir === nameOrDir || candidate.name === nameOrDir);
  if (!app)
    throw new Error(`Unknown app ${JSON.stringify(nameOrDir)}: one of ${RELEASE_APPS.map((candidate) => candidate.dir).join(', ')}`);
  return app;
}

export const isShell = (app: AppInfo) => app.dir === SHELL_APP;
