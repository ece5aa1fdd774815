// Calls an endpoint contract through any client with apiClient's shape (the real fetch client, or a
// test's fake): fills the path parameters, sends the query and body, and checks the answer with the
// response schema's Standard Schema `validate`, so this file imports no zod and the call needs no cast.
import type { Endpoint, EndpointInput, EndpointResponse, EndpointRoute } from './endpoint';

/** The options a call may add (a signal, a timeout); the HTTP client's RequestOptions fit. */
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
  constructor(endpoint: Pick<Endpoint, 'method' | 'path'>, body: unknown, issues: readonly { message: string }[]) {
    super(`Answer of ${endpoint.method} ${endpoint.path} does not match its contract: ${issues[0]?.message ?? ''}`);
    this.name = 'ContractMismatchError';
    this.body = body;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `/api/v1/cars/:id` with `{ id: 'a b' }` -> `api/v1/cars/a%20b` (the client joins it to its base URL). */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/^\/+/, '').replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The query as a string: an object's defined values (arrays repeat the key), or a URLSearchParams as it is. */
function queryStringOf(query: unknown): string {
  if (query instanceof URLSearchParams) return query.toString();
  if (!isRecord(query)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

export async function callEndpointWith<E extends Endpoint>(
  client: EndpointClient,
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E>,
  options?: Omit<CallOptions, 'searchParams'>,
): Promise<EndpointResponse<E>>;
export async function callEndpointWith(
  client: EndpointClient,
  endpoint: Endpoint | EndpointRoute<Endpoint>,
  input: object,
  options?: CallOptions,
): Promise<unknown> {
  // The query goes in the path (`api/v1/dealers?city=Pune`): one string names the call, as logs and tests read it.
  const search = queryStringOf('query' in input ? input.query : undefined);
  const path =
    endpointPath(endpoint.path, 'params' in input && isRecord(input.params) ? input.params : undefined) + (search ? `?${search}` : '');
  // Only the arguments the call has: `post(path)` for a call with no body and no options, as a plain call reads.
  const withOptions: [] | [CallOptions] = options && Object.keys(options).length > 0 ? [options] : [];
  const withBody: [] | [unknown] | [unknown, CallOptions] =
    'body' in input ? [input.body, ...withOptions] : withOptions.length > 0 ? [undefined, ...withOptions] : [];
  let body: unknown;
  if (endpoint.method === 'GET') body = await client.get(path, ...withOptions);
  else if (endpoint.method === 'POST') body = await client.post(path, ...withBody);
  else if (endpoint.method === 'PUT') body = await client.put(path, ...withBody);
  else body = await client.delete(path, ...withOptions);
  // A route (no schemas) trusts the answer; a full contract checks it.
  if (!('response' in endpoint)) return body;
  const result = await endpoint.response['~standard'].validate(body);
  if (result.issues) throw new ContractMismatchError(endpoint, body, result.issues);
  return result.value;
}
