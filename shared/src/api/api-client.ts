// The one HTTP client of the platform: base URL from the composition file, Bearer token
// from the shared session, and every non-2xx turned into an error carrying the server's
// `message`. Features call it from their own `api/` modules, never `fetch` directly.
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { appStore } from '../store/app-store';
import { logoutAtom, sessionTokenAtom } from '../session/session-atoms';
import { takeEarlyResponse } from './early-responses';

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

let apiBaseUrl = DEFAULT_API_BASE_URL;

/** An API failure with the server's message and HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function authorizationHeader(): Record<string, string> {
  const token = appStore.get(sessionTokenAtom);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function createClient(baseUrl: string): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    timeout: 15_000,
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = appStore.get(sessionTokenAtom);
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
        // The shell may already have this GET under way (the first route's data): use it.
        (request) => (request.method === 'GET' ? takeEarlyResponse(request.url) : undefined),
      ],
      beforeError: [
        async (error) => {
          const { response } = error;
          try {
            const body = (await response.clone().json()) as { message?: unknown };
            if (typeof body?.message === 'string' && body.message) error.message = body.message;
          } catch {
            // Not JSON: keep ky's message.
          }
          // A revoked or expired token means the stored session is no longer valid.
          if (response.status === 401 && appStore.get(sessionTokenAtom)) appStore.set(logoutAtom);
          return error;
        },
      ],
    },
  });
}

let client = createClient(apiBaseUrl);

export function configureApi(options: { baseUrl: string }) {
  apiBaseUrl = options.baseUrl.replace(/\/+$/, '');
  client = createClient(apiBaseUrl);
}

export function getApiBaseUrl() {
  return apiBaseUrl;
}

/** Absolute URL of an API path, for links, images and downloads. */
export function apiUrl(path: string) {
  return `${apiBaseUrl}/${path.replace(/^\/+/, '')}`;
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let body: unknown;
    try {
      body = await error.response.clone().json();
    } catch {
      body = undefined;
    }
    return new ApiError(error.message, error.response.status, body);
  }
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError('The server took too long to answer', 0);
  return new ApiError(error instanceof Error ? error.message : 'Network error', 0);
}

async function send<T>(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, options?: Options): Promise<T> {
  try {
    const response = await client(path.replace(/^\/+/, ''), { ...options, method });
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
}

/** JSON in, JSON out; throws ApiError with the server's message. */
export const apiClient = {
  get: <T>(path: string, options?: Options) => send<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options?: Options) => send<T>('post', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options?: Options) => send<T>('put', path, { ...options, json }),
  patch: <T>(path: string, json?: unknown, options?: Options) => send<T>('patch', path, { ...options, json }),
  delete: <T>(path: string, options?: Options) => send<T>('delete', path, options),
  /** The raw ky instance for what the helpers above do not cover (FormData, blobs). */
  raw: () => client,
};
