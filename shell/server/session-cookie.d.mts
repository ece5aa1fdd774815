import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ServerSession {
  user: { id: string; fullName: string; [key: string]: unknown } | null;
  token?: string | null;
  clear?: boolean;
}
export declare const SESSION_COOKIE: string;
export declare const SESSION_PATH: string;
export declare const SESSION_REQUEST_HEADER: string;
export declare const SESSION_MAX_AGE_SECONDS: number;
export declare const WHO_AM_I_TIMEOUT_MS: number;
export declare const SESSION_MARKER_NAME: string;
export declare function isPlausibleToken(value: unknown): value is string;
export declare function sessionTokenOf(req: IncomingMessage): string | null;
export declare function hasSessionCookie(req: Pick<IncomingMessage, 'headers'>): boolean;
export declare function isSecureRequest(req: IncomingMessage, secure?: boolean): boolean;
export declare function sessionCookie(token: string, options?: { secure?: boolean }): string;
export declare function clearedSessionCookie(options?: { secure?: boolean }): string;
export declare function sessionRequestProblem(
  req: IncomingMessage,
  options?: { secure?: boolean; allowedOrigins?: string[] },
): { status: number; message: string } | null;
export declare function handleSessionRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { secure?: boolean; allowedOrigins?: string[] },
): Promise<void>;
export declare function resolveSession(
  req: IncomingMessage,
  options: {
    apiBaseUrl: string;
    fetch?: (url: string, init?: RequestInit) => Promise<Response>;
    timeoutMs?: number;
    log?: (message: string, error?: unknown) => void;
    /** The visitor's headers (visitor-headers.mjs), sent to the API with the call. */
    headers?: Record<string, string>;
  },
): Promise<ServerSession & { token: string | null; clear: boolean }>;
export declare function sessionDocumentHeaders(session: ServerSession, options?: { secure?: boolean }): Record<string, string>;
export declare function withSessionMarker(html: string, session: ServerSession): string;
