import type { Server } from 'node:http';

export declare const DEFAULT_BUDGET_MS: number;
export declare function isDocumentPath(pathname: string): boolean;
export declare function createShellServer(options: {
  dist?: string;
  compositionFile: string;
  budgetMs?: number;
  log?: (message: string, error?: unknown) => void;
  secureCookies?: boolean;
}): Promise<Server>;
