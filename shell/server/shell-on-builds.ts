// Test support for the shell server's tests on the production builds (node scripts/build-apps.mjs
// --ssr): each remote's dist folder on its own origin like a CDN, a composition file on disk naming
// them and a fake API, and the shell's server reading it. Every server listens on a free loopback port.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_APPS } from '../../scripts/apps.mjs';
import { makeCar } from '../../shared/src/testing/make-car';
import { staticFiles } from '../../scripts/static-files.mjs';
import { SESSION_COOKIE } from './session-cookie.mjs';
import { createShellServer } from './ssr-server.mjs';

const repo = path.resolve(__dirname, '../..');

export type Composition = { apiBaseUrl: string; remotes: Record<string, string>; [key: string]: unknown };

const servers: Server[] = [];

/** Listens on a free loopback port (closed by closeServers) and gives the server's origin. */
export function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

export function closeServers() {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
}

/** A remote's dist folder served like a CDN; `onRequest` sees each path asked for. */
export function remoteOrigin(dir: string, onRequest: (url: string) => void = () => {}) {
  const files = staticFiles(path.join(repo, dir, 'dist'));
  return http.createServer((req, res) => {
    onRequest(`${dir}${req.url}`);
    files(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
}

type ShellOptions = Omit<Parameters<typeof createShellServer>[0], 'compositionFile'>;

/** One more shell server on a composition file (another instance behind the same balancer). */
export async function startShell(compositionFile: string, options: ShellOptions) {
  return listen(await createShellServer({ compositionFile, ...options }));
}

/** The remotes on their own origins, the composition naming them and `api`, and the shell's server on top. */
export async function startShellOnBuilds({
  api,
  budgetMs,
  log,
  onRemoteRequest,
  shell = {},
}: {
  api: Server;
  budgetMs: number;
  log: (message: string) => void;
  onRemoteRequest?: (url: string) => void;
  /** The shell server's other options (its HTML cache, how often it reads the data version). */
  shell?: Omit<ShellOptions, 'budgetMs' | 'log'>;
}) {
  const apiBaseUrl = await listen(api);
  const remotes: Record<string, string> = {};
  for (const { name, dir } of REMOTE_APPS) {
    remotes[name] = `${await listen(remoteOrigin(dir, onRemoteRequest))}/mf-manifest.json`;
  }
  const composition: Composition = { environment: 'ssr-test', apiBaseUrl, remoteTimeoutMs: 8000, remotes, allowedOverrideOrigins: [] };
  const compositionFile = path.join(mkdtempSync(path.join(tmpdir(), 'ssr-')), 'composition.json');
  writeFileSync(compositionFile, JSON.stringify(composition));
  const shellUrl = await startShell(compositionFile, { budgetMs, log, ...shell });
  return { shellUrl, composition, compositionFile };
}

/** A signed-in user as GET /api/v1/auth/me answers (the server tests' fake API). */
export function userOf(id: string, fullName: string, mobileNumber: string, email: string) {
  return {
    id,
    fullName,
    email,
    mobileNumber,
    userType: 'Owner',
    image: null,
    avatar: null,
    address: null,
    landmark: null,
    city: 'Pune',
    pin: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A document of the shell server at `shellUrl`, as the user of `token` (the session cookie) or signed out. */
export async function fetchPage(shellUrl: string, pathname: string, token?: string) {
  const response = await fetch(`${shellUrl}${pathname}`, { headers: token ? { Cookie: `${SESSION_COOKIE}=${token}` } : {} });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/**
 * The page's markup with every <script> element (code or data) taken out, and React's text
 * separators (<!-- -->): what the server rendered, not what it handed over (e2e/tests/ssr.spec.ts
 * reads it the same way).
 */
export function renderedMarkup(html: string) {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');
}

/** What the server handed the browser: the query snapshot in the document's JSON data element. */
export function handedOver(html: string): Array<{ queryKey: unknown[]; data: unknown }> {
  const data = /<script type="application\/json" id="carmarket-server-data">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(data ?? '[]') as Array<{ queryKey: unknown[]; data: unknown }>;
}

/**
 * A dealer with one car, as GET /api/v1/sellers/seller-1 answers it: Kapoor Cars of Pune selling a
 * Honda City ZX (`sellerCar`, which a test's user may have saved: its heart is then filled for them).
 */
export function dealerWithOneCar() {
  const sellerCar = makeCar({ id: 'car-seller-city', carName: 'Honda City ZX', carImages: [] });
  const seller = {
    ownerDetails: {
      id: 'seller-1',
      name: 'Kapoor Cars',
      role: 'Dealer',
      joinDate: '2024-06-15T06:00:00.000Z',
      mobileNumber: '9000000001',
      verified: true,
      avatar: null,
      location: 'Pune, Maharashtra',
    },
    cars: [
      {
        id: sellerCar.id,
        title: 'Honda City ZX',
        images: [],
        kmDriven: 42_000,
        bodyType: 'Sedan',
        seats: 5,
        mileage: 17,
        fuel: 'Petrol',
        transmission: 'Manual',
        address: { city: 'Pune', state: 'Maharashtra' },
        price: 850_000,
        emi: 17_000,
        likes: 3,
        enquiries: { viewProperty: 10 },
        isSold: false,
        car: sellerCar,
      },
    ],
  };
  return { seller, sellerCar };
}
