// A stand-in for @carmarket/shared's apiClient in component tests: routes answer with data, a
// pending promise (loading) or an ApiError, and every call is recorded. Test files install it with
//   vi.mock('@carmarket/shared', async (importOriginal) => ({ ...(await importOriginal()), ...(await import('<path>/testing/fake-api')).fakeApiModule }));
// Contract calls (callEndpoint) go through the same fake, and their answers are checked by the
// endpoint's response schema as in the app.
import { callEndpointWith, type CallOptions, type Endpoint, type EndpointInput, type EndpointRoute } from '@carmarket/shared/api-contracts';
import { installFakeApiClient } from '@carmarket/shared/testing';

/** Same shape as ApiError (message + status); not imported from the mocked module itself. */
export class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Responder = (request: { body: unknown; searchParams: URLSearchParams }) => unknown;

interface Route {
  method: Method;
  path: string | RegExp;
  respond: Responder;
}

export interface RecordedCall {
  method: Method;
  path: string;
  body: unknown;
  searchParams: URLSearchParams;
}

function createFakeApi() {
  let routes: Route[] = [];
  const calls: RecordedCall[] = [];

  const send =
    (method: Method) =>
    async (path: string, bodyOrOptions?: unknown, maybeOptions?: { searchParams?: URLSearchParams | Record<string, string> }) => {
      const hasBody = method === 'post' || method === 'put';
      const options = (hasBody ? maybeOptions : bodyOrOptions) as { searchParams?: URLSearchParams | Record<string, string> } | undefined;
      // A query in the path (contract calls put it there) is read like a searchParams option.
      const [pathOnly = path, query = ''] = path.split('?');
      const searchParams = new URLSearchParams(options?.searchParams ?? query);
      path = pathOnly;
      const body = hasBody ? bodyOrOptions : undefined;
      calls.push({ method, path, body, searchParams });
      const route = [...routes]
        .reverse()
        .find((r) => r.method === method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
      if (!route) throw new FakeApiError(`No fake for ${method.toUpperCase()} ${path}`, 404);
      return route.respond({ body, searchParams });
    };

  return {
    client: {
      get: send('get'),
      post: send('post'),
      put: send('put'),
      patch: send('put'),
      delete: send('delete'),
      raw: () => {
        throw new Error('raw() is not faked');
      },
    },
    calls,
    on(method: Method, path: string | RegExp, respond: Responder | object) {
      routes.push({ method, path, respond: typeof respond === 'function' ? (respond as Responder) : () => respond });
    },
    /** The request never answers: the screen stays in its loading state. */
    pending(method: Method, path: string | RegExp) {
      routes.push({ method, path, respond: () => new Promise(() => undefined) });
    },
    fail(method: Method, path: string | RegExp, message: string, status = 500) {
      routes.push({
        method,
        path,
        respond: () => {
          throw new FakeApiError(message, status);
        },
      });
    },
    reset() {
      routes = [];
      calls.length = 0;
    },
  };
}

export const fakeApi = createFakeApi();
// The shared package's own calls (the saved-cars query both apps use) reach the fake too.
installFakeApiClient(fakeApi.client);

/** What the test files put in place of @carmarket/shared's apiClient and callEndpoint. */
export const fakeApiModule = {
  apiClient: fakeApi.client,
  callEndpoint: <E extends Endpoint>(
    endpoint: E | EndpointRoute<E>,
    input: EndpointInput<E>,
    options?: Omit<CallOptions, 'searchParams'>,
  ) => callEndpointWith(fakeApi.client, endpoint, input, options),
};
