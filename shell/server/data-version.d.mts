export declare const VERSION_CHECK_MS: number;
export declare const VERSION_TIMEOUT_MS: number;
export declare const DATA_VERSION_PATH: string;
export declare function createDataVersion(options?: {
  checkEveryMs?: number;
  timeoutMs?: number;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
}): { current(apiBaseUrl: string): Promise<string | null> };
