// The headers of each document's request on the API calls made to render it: overlapping renders
// each send their own visitor's headers and their own user's token, never another's (issue 15 point 2).
import { apiClient, configureApi } from '@carmarket/shared';
import { asVisitor } from './visitor-headers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => vi.unstubAllGlobals());

it("sends each request's own visitor headers and token, however the renders overlap", async () => {
  const seen: Array<{ who: string | null; authorization: string | null }> = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({ who: request.headers.get('User-Agent'), authorization: request.headers.get('Authorization') });
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  configureApi({ baseUrl: 'http://api.test' });
  // Asha's render waits before its call, so Ravi's and the guest's start and finish inside it.
  const render = (who: string, waitMs: number, token?: string) =>
    asVisitor(
      { 'User-Agent': who },
      async () => {
        await sleep(waitMs);
        await apiClient.get('api/v1/enquiries/mine');
      },
      token ? { token } : undefined,
    );
  await Promise.all([render('asha', 30, 'token-asha'), render('ravi', 5, 'token-ravi'), render('guest', 0)]);
  expect(seen).toHaveLength(3);
  expect(seen).toEqual(
    expect.arrayContaining([
      { who: 'asha', authorization: 'Bearer token-asha' },
      { who: 'ravi', authorization: 'Bearer token-ravi' },
      { who: 'guest', authorization: null },
    ]),
  );
  // Outside any request nothing is added.
  await apiClient.get('api/v1/packages');
  expect(seen[3]).toEqual({ who: null, authorization: null });
});
