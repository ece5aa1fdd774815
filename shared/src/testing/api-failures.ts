// The three ways a call fails without a message from the server (issue 18): a 500 with an empty
// body, a 500 with an HTML body (a proxy's error page), and the network down. Tests install one
// as the global fetch, so the real apiClient and the feature's fallback are both exercised:
//   vi.stubGlobal('fetch', failingFetch('500 with an HTML body'));

export const API_FAILURES = ['500 with an empty body', '500 with an HTML body', 'network down'] as const;
export type ApiFailure = (typeof API_FAILURES)[number];

export const HTML_ERROR_PAGE = '<!doctype html><html><body><h1>500 Internal Server Error</h1><p>nginx</p></body></html>';

export function failingFetch(failure: ApiFailure): typeof fetch {
  return async () => {
    if (failure === 'network down') throw new TypeError('Failed to fetch');
    if (failure === '500 with an empty body') return new Response('', { status: 500, statusText: 'Internal Server Error' });
    return new Response(HTML_ERROR_PAGE, { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'text/html' } });
  };
}
