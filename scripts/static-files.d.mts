import type { IncomingMessage, ServerResponse } from 'node:http';

export interface StaticFilesOptions {
  single?: boolean;
  cacheControl?: (pathname: string) => string;
  setHeaders?: (res: ServerResponse, pathname: string) => void;
}
export declare function staticFiles(
  dir: string,
  options?: StaticFilesOptions,
): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;
export declare function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean;
