// The API under load with concurrent writes, and killed with SIGKILL mid-load. Each test runs
// its own API process on its own port and DATA_DIR (never the shared :4000), load from
// autocannon on loopback only, bounded in request count and time.
import { createRequire } from 'node:module';
import { carBody } from '../support/car-body';
import { expect, test } from '../support/fixtures';
import { ApiProcess, signUpAndIn } from '../support/pages/quality-api-process';
import { randomMobileNumber } from '../support/pages/auth-page';
import { TEST_API_PORTS } from '../support/servers';

interface AutocannonRequest {
  method?: string;
  path?: string;
  setupRequest?: (request: { method: string; path: string; headers: Record<string, string>; body?: string }) => unknown;
  onResponse?: (status: number, body: string) => void;
}
interface AutocannonResult {
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  requests: { total: number };
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  stop: () => void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown> & { requests?: AutocannonRequest[] },
) => AutocannonInstance;

type Session = Awaited<ReturnType<typeof signUpAndIn>>;

/**
 * `amount` POSTs of JSON to `path` over `connections` connections; the i-th (from 0) is sent with
 * the token and body `nth(i)` gives. `onResponse` sees each answer.
 */
function jsonPosts(
  url: string,
  path: string,
  load: { amount: number; connections: number; timeout: number },
  nth: (i: number) => { token: string; body: unknown },
  onResponse?: (status: number, body: string) => void,
): AutocannonInstance {
  let sent = 0;
  const setupRequest = (request: Record<string, unknown>) => {
    const { token, body } = nth(sent++);
    return { ...request, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) };
  };
  return autocannon({ url, ...load, requests: [{ method: 'POST', path, setupRequest, ...(onResponse ? { onResponse } : {}) }] });
}

/** Car `n` of the load: its own price and km. */
const loadCarBody = (user: Session, n: number) => carBody(user.userId, { carPrice: 400_000 + n, kmDriven: 10_000 + n });

async function users(apiUrl: string, count: number): Promise<Session[]> {
  const list: Session[] = [];
  for (let i = 0; i < count; i += 1) list.push(await signUpAndIn(apiUrl, randomMobileNumber(), `Load User ${i}`));
  return list;
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return (await response.json()) as T;
}

async function postJson(url: string, body: unknown, token: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function count(result: AutocannonResult, predicate: (status: number) => boolean) {
  return Object.entries(result.statusCodeStats).reduce((sum, [status, stat]) => sum + (predicate(Number(status)) ? stat.count : 0), 0);
}

const LOAD_ENV = { RATE_LIMIT_MAX: '1000000', OTP_SEND_PER_IP: '100000', OTP_VERIFY_PER_IP: '100000', LISTING_CACHE_TTL_MS: '0' };

/** Cars posted by `people` in turn (the n-th from 0 is loadCarBody(person, first + n)); each created car's id goes into `created`. */
function carPosts(url: string, people: Session[], load: Parameters<typeof jsonPosts>[2], first: number, created: Set<string>) {
  return jsonPosts(
    url,
    '/api/v1/car/create-update',
    load,
    (n) => {
      const person = people[n % people.length]!;
      return { token: person.token, body: loadCarBody(person, first + n) };
    },
    (status, body) => {
      if (status === 201) created.add((JSON.parse(body) as { car: { id: string } }).car.id);
    },
  );
}

test.describe('API under load', () => {
  const api = new ApiProcess(TEST_API_PORTS[0], LOAD_ENV);
  test.afterAll(async () => {
    await api.stop();
    api.removeData();
  });

  test('concurrent posts, saves and enquiries with reads: zero 5xx, zero lost writes', async () => {
    test.setTimeout(300_000);
    await api.start();
    const people = await users(api.url, 12);
    // Cars to save and enquire about: one per user, created before the load.
    const cars: Array<{ id: string; owner: number }> = [];
    for (const [index, person] of people.entries()) {
      const created = await postJson(`${api.url}/api/v1/car/create-update`, loadCarBody(person, index), person.token);
      cars.push({ id: (created.body.car as { id: string }).id, owner: index });
    }
    // Every (user, car) pair once, the user not the owner: each 201 must be one stored row.
    const pairs = people.flatMap((_, user) => cars.filter((car) => car.owner !== user).map((car) => ({ user, carId: car.id })));

    const acknowledgedCars = new Set<string>();
    const load = { connections: 10, timeout: 20 };
    const posts = carPosts(api.url, people, { ...load, amount: 300 }, 1000, acknowledgedCars);
    // Each (user, car) pair once: the pair's user saves the car and enquires about it.
    const byPair = (body: (carId: string) => unknown) => (i: number) => {
      const pair = pairs[i % pairs.length]!;
      return { token: people[pair.user]!.token, body: body(pair.carId) };
    };
    const saves = jsonPosts(
      api.url,
      '/api/v1/saved-cars',
      { ...load, amount: pairs.length },
      byPair((carId) => ({ carId })),
    );
    const enquiries = jsonPosts(
      api.url,
      '/api/v1/enquiries',
      { ...load, amount: pairs.length },
      byPair((carId) => ({ carId, message: 'Still available?' })),
    );
    const reads = autocannon({ url: `${api.url}/api/v1/cars?pageSize=24&sort=priceLowToHigh`, connections: 10, amount: 600, timeout: 20 });
    const [postResult, saveResult, enquiryResult, readResult] = await Promise.all([posts, saves, enquiries, reads]);

    for (const [name, result] of Object.entries({ posts: postResult, saves: saveResult, enquiries: enquiryResult, reads: readResult })) {
      expect(
        count(result, (status) => status >= 500),
        `${name}: 5xx responses`,
      ).toBe(0);
      expect(result.errors + result.timeouts, `${name}: connection errors and time-outs`).toBe(0);
    }
    expect(count(postResult, (status) => status === 201)).toBe(300);
    expect(count(saveResult, (status) => status === 201)).toBe(pairs.length);
    expect(count(enquiryResult, (status) => status === 201)).toBe(pairs.length);

    // Count the rows after: every acknowledged write is there, nothing twice.
    let storedCars = 0;
    let storedSaves = 0;
    let storedEnquiries = 0;
    for (const person of people) {
      const mine = await postJson(`${api.url}/api/v1/car/get-user-cars`, { userId: person.userId }, person.token);
      storedCars += (mine.body.cars as unknown[]).length;
      storedSaves += (await getJson<{ savedCars: unknown[] }>(`${api.url}/api/v1/saved-cars`, person.token)).savedCars.length;
      storedEnquiries += (await getJson<{ enquiries: unknown[] }>(`${api.url}/api/v1/enquiries/mine`, person.token)).enquiries.length;
    }
    expect(storedCars).toBe(people.length + 300);
    expect(acknowledgedCars.size).toBe(300);
    expect(storedSaves).toBe(pairs.length);
    expect(storedEnquiries).toBe(pairs.length);
  });
});

test.describe('API killed mid-load', () => {
  const api = new ApiProcess(TEST_API_PORTS[1], LOAD_ENV);
  test.afterAll(async () => {
    await api.stop();
    api.removeData();
  });

  test('SIGKILL during concurrent posts; after a restart every acknowledged write is there', async () => {
    test.setTimeout(300_000);
    await api.start();
    const people = await users(api.url, 6);
    const acknowledged = new Set<string>();
    const load = carPosts(api.url, people, { connections: 8, amount: 5000, timeout: 5 }, 1, acknowledged);
    // Kill once a good number of writes are acknowledged, in the middle of the stream.
    const deadline = Date.now() + 60_000;
    while (acknowledged.size < 150 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await api.kill();
    load.stop();
    await load;
    const acknowledgedBeforeKill = [...acknowledged];
    expect(acknowledgedBeforeKill.length).toBeGreaterThanOrEqual(150);

    await api.start({ keepData: true });
    const health = await getJson<{ status: string }>(`${api.url}/api/v1/health`);
    expect(health.status).toBe('ok');
    const stored = new Set<string>();
    for (const person of people) {
      const mine = await postJson(`${api.url}/api/v1/car/get-user-cars`, { userId: person.userId }, person.token);
      for (const car of mine.body.cars as Array<{ id: string }>) stored.add(car.id);
    }
    const lost = acknowledgedBeforeKill.filter((id) => !stored.has(id));
    expect(lost, `${lost.length} of ${acknowledgedBeforeKill.length} acknowledged cars lost`).toEqual([]);
    // The database still takes writes after the crash.
    const after = await postJson(`${api.url}/api/v1/car/create-update`, loadCarBody(people[0]!, 99_999), people[0]!.token);
    expect(after.status).toBe(201);
  });
});
