export interface AppEntry {
  /** Folder and package name: 'mf-browse'. */
  dir: string;
  /** Federation name: 'mf_browse'. */
  name: string;
  port: number;
}
export declare const APPS: ReadonlyArray<AppEntry>;
export declare const API_PORT: number;
export declare const SHELL_DIR: string;
export declare const REMOTE_APPS: ReadonlyArray<AppEntry>;
export declare const BENCH_PORT_OFFSET: number;
export declare const OVERRIDE_PORTS: ReadonlyArray<number>;
export declare const TEST_API_PORTS: readonly [number, number];
export declare function appByDir(dir: string): AppEntry;
export declare function localAppOrigins(): string[];
