// Calls an endpoint contract through any client with apiClient's shape (the real ky client, or a
// test's fake): fills the path parameters, sends the query and body, and checks the answer with the
// response schema's Standard Schema `validate`, so this file imports no zod and the call needs no cast.
import type { Endpoint, EndpointInput, EndpointResponse } from './endpoint';

/** The options a call may add (a signal, a timeout); ky's Options fit. */
export interface CallOptions {
  signal?: AbortSignal | null;
  timeout?: number | false;
  searchParams?: URLSearchParams;
}

/** What callEndpointWith needs of a client: apiClient's get/post/put/delete. */
export interface EndpointClient {
  get: (path: string, options?: CallOptions) => Promise<unknown>;
  post: (path: string, json?: unknown, options?: CallOptions) => Promise<unknown>;
  put: (path: string, json?: unknown, options?: CallOptions) => Promise<unknown>;
  delete: (path: string, options?: CallOptions) => Promise<unknown>;
}

/** An answer that does not match its contract (a server or proxy bug): shown as a failed call. */
export class ContractMismatchError extends Error {
  readonly body: unknown;
  constructor(endpoint: Endpoint, body: unknown, issues: readonly { message: string }[]) {
    super(`Answer of ${endpoint.method} ${endpoint.path} does not match its contract: ${issues[0]?.message ?? ''}`);
    this.name = 'ContractMismatchError';
    this.body = body;
  }
}

/** `/api/v1/cars/:id` with `{ id: 'a b' }` -> `api/v1/cars/a%20b` (ky's prefixUrl wants no leading slash). */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/^\/+/, '').replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

function searchParamsOf(query: Record<string, unknown> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function callEndpointWith<E extends Endpoint>(
  client: EndpointClient,
  endpoint: E,
  input: EndpointInput<E>,
  options?: Omit<CallOptions, 'searchParams'>,
): Promise<EndpointResponse<E>>;
export async function callEndpointWith(client: EndpointClient, endpoint: Endpoint, input: object, options?: CallOptions): Promise<unknown> {
  const path = endpointPath(endpoint.path, 'params' in input && isRecord(input.params) ? input.params : undefined);
  const searchParams = searchParamsOf('query' in input && isRecord(input.query) ? input.query : undefined);
  const callOptions: CallOptions = { ...options, ...(searchParams ? { searchParams } : {}) };
  const json = 'body' in input ? input.body : undefined;
  let body: unknown;
  if (endpoint.method === 'GET') body = await client.get(path, callOptions);
  else if (endpoint.method === 'POST') body = await client.post(path, json, callOptions);
  else if (endpoint.method === 'PUT') body = await client.put(path, json, callOptions);
  else body = await client.delete(path, callOptions);
  const result = await endpoint.response['~standard'].validate(body);
  if (result.issues) throw new ContractMismatchError(endpoint, body, result.issues);
  return result.value;
}
