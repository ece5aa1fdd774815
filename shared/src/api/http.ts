// The platform's HTTP transport: fetch with a base URL, a timeout, one retry of a GET that got
// no answer or a transient error status, hooks to add headers and to see error answers, and
// non-2xx answers thrown as HttpError. It replaces ky (5 kB gzip in the start-up of every page)
// with the few behaviours api-client.ts used. api-client.ts turns every failure into an ApiError.

/** A non-2xx answer; `response` is the answer (its body unread). */
export class HttpError extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HttpError';
    this.response = response;
  }
}

/** No answer within the timeout. */
export class TimeoutError extends Error {
  constructor(url: string) {
    super(`Request timed out: ${url}`);
    this.name = 'TimeoutError';
  }
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON (Content-Type: application/json). */
  json?: unknown;
  /** Sent as is (FormData, Blob, text). */
  body?: BodyInit;
  headers?: HeadersInit;
  searchParams?: URLSearchParams | Record<string, string>;
  signal?: AbortSignal | null;
  /** Milliseconds before the call fails with TimeoutError; false for none. Default: the client's. */
  timeout?: number | false;
}

export interface HttpClientOptions {
  baseUrl: string;
  timeout: number;
  /** Called before each attempt; may set headers on the request. */
  beforeRequest?: (request: Request) => void;
  /** Called with each HttpError before it is thrown. */
  beforeError?: (error: HttpError) => void;
}

/** A call's answer; `.json<T>()` reads its body (ky's ResponsePromise shape, used by `raw()` callers). */
export type ResponsePromise = Promise<Response> & { json: <T>() => Promise<T> };

export interface HttpClient {
  (path: string, options?: RequestOptions): ResponsePromise;
  post: (path: string, options?: Omit<RequestOptions, 'method'>) => ResponsePromise;
}

/** Statuses worth one more try of an idempotent GET (ky's defaults). */
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 300;

function urlOf(baseUrl: string, path: string, searchParams: RequestOptions['searchParams']): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = searchParams ? new URLSearchParams(searchParams).toString() : '';
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions): HttpClient {
  async function attempt(url: string, init: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    const timeoutMs = init.timeout === undefined ? options.timeout : init.timeout;
    let timedOut = false;
    const timer =
      timeoutMs === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const callerSignal = init.signal;
    const abortFromCaller = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    else callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const request = new Request(url, { method: (init.method ?? 'get').toUpperCase(), headers, body, signal: controller.signal });
    options.beforeRequest?.(request);
    try {
      const response = await fetch(request);
      if (!response.ok) {
        const error = new HttpError(response);
        options.beforeError?.(error);
        throw error;
      }
      return response;
    } catch (error) {
      if (timedOut) throw new TimeoutError(url);
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    }
  }

  async function send(path: string, init: RequestOptions): Promise<Response> {
    const url = urlOf(options.baseUrl, path, init.searchParams);
    const retries = (init.method ?? 'get').toLowerCase() === 'get' ? 1 : 0;
    for (let tries = 0; ; tries += 1) {
      try {
        return await attempt(url, init);
      } catch (error) {
        const transient =
          error instanceof HttpError ? RETRY_STATUSES.has(error.response.status) : !init.signal?.aborted && error instanceof TypeError;
        if (tries >= retries || !transient) throw error;
        await wait(RETRY_DELAY_MS);
      }
    }
  }

  function call(path: string, init: RequestOptions = {}): ResponsePromise {
    const response = send(path, init);
    return Object.assign(response, {
      json: async <T>() => {
        const answer = await response;
        if (answer.status === 204) return undefined as T;
        const text = await answer.text();
        return (text ? JSON.parse(text) : undefined) as T;
      },
    });
  }

  return Object.assign(call, {
    post: (path: string, init: Omit<RequestOptions, 'method'> = {}) => call(path, { ...init, method: 'post' }),
  });
}
