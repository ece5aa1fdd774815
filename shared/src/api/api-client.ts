// The one HTTP client of the platform: base URL from the composition file, Bearer token
// from the shared session, and every failure turned into an ApiError whose message is the
// server's own `message` or '' (never the HTTP library's text, which is no sentence for a
// visitor). Features show `apiErrorMessage(error, <their spec §8 fallback>)`. Features call
// it from their own `api/` modules, never `fetch` or ky directly.
//
// The transport is ky (ADR 0011), imported at the first call rather than with this module: every
// page is rendered on the server with its data, so `/` needs no request before it is interactive,
// and ky's bytes arrive with the first call a visitor makes (a filter, a sign-in, a save).
import type * as KyExports from 'ky';
import type { HTTPError, KyInstance, Options as KyOptions } from 'ky';
import { appStore } from '../store/app-store';
import { logoutAtom, sessionTokenAtom } from '../session/session-atoms';
import type { Endpoint, EndpointInput, EndpointResponse, EndpointRoute } from '../contracts/api/endpoint';
import { callEndpointWith, ContractMismatchError, type CallOptions } from '../contracts/api/call-endpoint';

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

let apiBaseUrl = DEFAULT_API_BASE_URL;

/**
 * An API failure: `message` is the server's own `message` ('' when it sent none: an empty or
 * HTML body, a network failure), `status` the HTTP status (0 when no answer arrived: network
 * down, timeout), `cause` the underlying error for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body?: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The `message` a JSON error body carries, or ''. */
function messageOfBody(body: unknown): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : '';
}

/** The message the server sent with its error answer; '' for a network failure, an empty or non-JSON body, or any other error. */
export function serverMessageOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.message.trim() ? error.message : '';
}

/** What a failed call shows (spec §8): the server's message when it sent one, else the caller's fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) || fallback;
}

/** No answer from the server at all (network down, timeout). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function authorizationHeader(): Record<string, string> {
  const token = appStore.get(sessionTokenAtom);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** What a call may add: a signal, a timeout, headers, search params (ky's options). */
type Options = Omit<KyOptions, 'method' | 'json'>;

/** Headers of the request being served, on every call made for it (server only; see configureRequestHeaders). */
let requestHeaders: (() => Record<string, string> | undefined) | undefined;

/**
 * Server only (ADR 0009, "Views per visitor"): `provider` returns the headers the calls made for
 * the request being served carry (the visitor's X-Forwarded-For and User-Agent), or undefined. The
 * shell's server bundle sets it once, backed by its AsyncLocalStorage, so concurrent requests
 * never see each other's headers. The browser never sets it.
 */
export function configureRequestHeaders(provider: typeof requestHeaders) {
  requestHeaders = provider;
}

type KyModule = typeof KyExports;

/** ky once it has arrived: only an error of this module can be its HTTPError. */
let loadedKy: KyModule | undefined;
let kyModule: Promise<KyModule> | undefined;

/** ky, fetched once at the first call (its own chunk); a failed fetch is tried again at the next call. */
function loadKy(): Promise<KyModule> {
  kyModule ??= import(/* webpackChunkName: "ky" */ 'ky').then(
    (module) => (loadedKy = module),
    (error: unknown) => {
      kyModule = undefined;
      throw error;
    },
  );
  return kyModule;
}

function createClient({ default: ky }: KyModule, baseUrl: string): KyInstance {
  return ky.create({
    prefixUrl: baseUrl,
    timeout: 15_000,
    // One more try of a GET after no answer or a transient status (ky's status codes and delay).
    retry: { limit: 1, methods: ['get'] },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = appStore.get(sessionTokenAtom);
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const visitor = requestHeaders?.();
          for (const name in visitor) request.headers.set(name, visitor[name]!);
        },
      ],
      beforeError: [
        (error) => {
          // A revoked or expired token means the stored session is no longer valid.
          if (error.response.status === 401 && appStore.get(sessionTokenAtom)) appStore.set(logoutAtom);
          return error;
        },
      ],
    },
  });
}

/** The ky instance for the current base URL, created at the first call after configureApi. */
let client: Promise<KyInstance> | undefined;

function kyClient(): Promise<KyInstance> {
  if (!client) {
    const baseUrl = apiBaseUrl;
    const created = loadKy().then((ky) => createClient(ky, baseUrl));
    // A chunk that failed to load leaves no broken client behind.
    created.catch(() => {
      if (client === created) client = undefined;
    });
    client = created;
  }
  return client;
}

/**
 * Fetches ky ahead of the first call, for a page whose first interaction is a request (a filter
 * tap on the listing): that call then goes out at once instead of after ky's chunk. A failure is
 * left for the call, which fetches the chunk again.
 */
export function preloadApiClient(): void {
  loadKy().catch(() => undefined);
}

export function configureApi(options: { baseUrl: string }) {
  apiBaseUrl = options.baseUrl.replace(/\/+$/, '');
  client = undefined;
}

export function getApiBaseUrl() {
  return apiBaseUrl;
}

/** Absolute URL of an API path, for links, images and downloads. */
export function apiUrl(path: string) {
  return `${apiBaseUrl}/${path.replace(/^\/+/, '')}`;
}

/** A non-2xx answer, as ky throws it (ky is loaded if it threw one). */
const isHttpError = (error: unknown): error is HTTPError => loadedKy !== undefined && error instanceof loadedKy.HTTPError;

/** Any failure of a call (ky's HTTPError or TimeoutError, a fetch TypeError, ky's chunk not loading) as an ApiError; for `raw()` callers. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    let body: unknown;
    try {
      body = await error.response.clone().json();
    } catch {
      body = undefined; // Empty, HTML or other non-JSON body: the server sent no message.
    }
    return new ApiError(messageOfBody(body), error.response.status, body, { cause: error });
  }
  // No answer: network down, DNS, CORS, timeout. The browser's wording is not shown either.
  return new ApiError('', 0, undefined, { cause: error });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function send<T>(method: Method, path: string, options?: Omit<KyOptions, 'method'>): Promise<T> {
  let response: Response;
  let text: string;
  try {
    const ky = await kyClient();
    // ky joins prefixUrl and a path that does not start with a slash.
    response = await ky(path.replace(/^\/+/, ''), { ...options, method });
    if (response.status === 204) return undefined as T;
    text = await response.text();
  } catch (error) {
    throw await toApiError(error);
  }
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    // A 2xx whose body is not JSON (a proxy's HTML page): an answer without a message.
    throw new ApiError('', response.status, undefined, { cause: error });
  }
}

/** A FormData (an upload) is sent as multipart; anything else as JSON. */
const bodyOptions = (json: unknown): Pick<KyOptions, 'body' | 'json'> =>
  typeof FormData !== 'undefined' && json instanceof FormData ? { body: json } : { json };

/** JSON in (or a FormData), JSON out; throws ApiError (the server's message or ''). */
export const apiClient = {
  get: <T>(path: string, options?: Options) => send<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options?: Options) => send<T>('post', path, { ...options, ...bodyOptions(json) }),
  put: <T>(path: string, json?: unknown, options?: Options) => send<T>('put', path, { ...options, ...bodyOptions(json) }),
  patch: <T>(path: string, json?: unknown, options?: Options) => send<T>('patch', path, { ...options, json }),
  delete: <T>(path: string, options?: Options) => send<T>('delete', path, options),
  /** The ky instance, once loaded, for what the helpers above do not cover (blobs, streams); wrap its failures with toApiError. */
  raw: (): Promise<KyInstance> => kyClient(),
};

/**
 * Calls an endpoint of @carmarket/shared/api-contracts through apiClient (so tests that stub
 * apiClient's methods see the call), typed by the contract. Pages pass its route (`getCarRoute`:
 * no zod bundled; the API checked the answer before sending it); given the full contract, the
 * answer is checked here too, and one that does not match is an ApiError without a message.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E>,
  options?: Omit<CallOptions, 'searchParams'>,
): Promise<EndpointResponse<E>> {
  try {
    return await callEndpointWith(apiClient, endpoint, input, options);
  } catch (error) {
    if (error instanceof ContractMismatchError) throw new ApiError('', 200, error.body, { cause: error });
    throw error;
  }
}
