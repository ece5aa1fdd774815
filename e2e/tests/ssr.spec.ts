// Server-rendered pages (issue 15 pt 7) against the production builds: the HTML the shell's server
// answers before any script runs, hydration without console errors, and the server following the
// composition: a remote promoted to another URL is rendered from there on the next request, a
// remote that is down gives its slot's fallback and a 200. The last two run a second shell server
// of their own (its own composition file) beside the e2e one, so environments/local.json stays as is.
import { spawn, type ChildProcess } from 'node:child_process';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { staticFiles } from '../../scripts/static-files.mjs';
import { expect, test } from '../support/fixtures';
import { createCar, signUpAndSignIn, type TestCar } from '../support/pages/account-page';
import type { ApiListingPage } from '../support/pages/browse-page';
import { ShellPage } from '../support/pages/shell-page';
import { repoRoot, SHELL_SERVED_STATIC, shellServerCommand } from '../support/servers';

test.skip(SHELL_SERVED_STATIC, 'E2E_SHELL=static: the shell is not rendered on the server in this run');

/** Text as React writes it into HTML. */
function htmlText(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The page's markup with every <script> element (code or data) taken out: what is rendered, not handed over. */
function renderedMarkup(html: string) {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** The JSON-LD elements of the document, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe('the HTML the server answers, before any script runs', () => {
  let car: TestCar;

  test.beforeAll(async ({ api }) => {
    car = await createCar(api, await signUpAndSignIn(api), { carPrice: 1_050_000, manufacturingYear: 2021, registrationYear: 2021 });
  });

  test("/buy-car/{id} holds the car's name, its price in Lakhs and its JSON-LD", async ({ request }) => {
    const response = await request.get(`/buy-car/${car.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const markup = renderedMarkup(html);
    expect(markup).toContain('data-server-rendered');
    expect(markup).toContain(htmlText(car.carName));
    expect(markup).toContain('10.5 Lakhs');
    expect(markup).toMatch(/<header/);
    expect(markup).toMatch(/<footer/);

    const [data, ...others] = jsonLd(html);
    expect(others).toHaveLength(0);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      brand: { '@type': 'Brand', name: 'Hyundai' },
      vehicleModelDate: '2021',
      offers: { '@type': 'Offer', price: 1_050_000, priceCurrency: 'INR' },
    });
  });

  // Fails until /buy-car renders on the server (ssr-render: the listing's slot falls back today).
  test("/buy-car?brand=Hyundai holds those cars' cards", async ({ request, api }) => {
    const hyundai = await api.get<ApiListingPage>('/api/v1/cars?brand=Hyundai');
    const others = await api.get<ApiListingPage>('/api/v1/cars?brand=Tata');
    expect(hyundai.cars.length).toBeGreaterThan(0);
    expect(others.cars.length).toBeGreaterThan(0);

    const response = await request.get('/buy-car?brand=Hyundai');
    expect(response.status()).toBe(200);
    const markup = renderedMarkup(await response.text());
    for (const hyundaiCar of hyundai.cars) expect(markup).toContain(htmlText(hyundaiCar.carName));
    for (const otherCar of others.cars) expect(markup).not.toContain(htmlText(otherCar.carName));
  });
});

test.describe('hydration', () => {
  const errorsOf = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  };

  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).dismissCityModalForever();
  });

  // / and /sell fail to render on the server today (sessionStorage read while rendering) and /buy-car's
  // listing falls back there (React #419, its completing inline script refused by the CSP): ssr-render
  // fixes them; these three fail until then.
  for (const route of ['/', '/buy-car', '/buy-car/{id}', '/sell']) {
    test(`${route} hydrates with no console error`, async ({ page, api }) => {
      let url = route;
      if (route.includes('{id}')) {
        const { cars } = await api.get<ApiListingPage>('/api/v1/cars?pageSize=1');
        url = route.replace('{id}', cars[0]!.id);
      }
      const errors = errorsOf(page);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page is interactive: the client router navigates without a document request.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the server follows the composition', () => {
  const SHELL_PORT = 3015;
  const shellUrl = `http://localhost:${SHELL_PORT}`;
  const servers: Server[] = [];
  const browseRequests: string[] = [];
  let shellServer: ChildProcess | null = null;
  let compositionFile = '';
  let composition: { remotes: Record<string, string>; [key: string]: unknown };
  let car: TestCar;

  function writeComposition(remotes: Record<string, string> = {}) {
    writeFileSync(compositionFile, JSON.stringify({ ...composition, remotes: { ...composition.remotes, ...remotes } }));
  }

  /** mf-browse's build (browser and server bundles) on an origin of its own, like a second deployment. */
  async function browseCopy(): Promise<{ url: string; server: Server }> {
    const files = staticFiles(path.join(repoRoot, 'mf-browse/dist'));
    const server = http.createServer((req, res) => {
      browseRequests.push(req.url ?? '');
      files(req, res, () => res.writeHead(404).end());
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`, server };
  }

  test.beforeAll(async ({ api }) => {
    car = await createCar(api, await signUpAndSignIn(api));
    composition = JSON.parse(readFileSync(path.join(repoRoot, 'environments/local.json'), 'utf8')) as typeof composition;
    compositionFile = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-ssr-')), 'composition.json');
    writeComposition();
    const [command, ...args] = shellServerCommand(SHELL_PORT, compositionFile).split(' ');
    shellServer = spawn(command!, args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${shellUrl}/env/composition.json`).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the second shell server on ${SHELL_PORT} did not start`);
  });

  test.afterAll(async () => {
    shellServer?.kill('SIGTERM');
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    rmSync(path.dirname(compositionFile), { recursive: true, force: true });
  });

  test('a remote promoted to another URL renders from there on the next request, without a restart', async ({ request }) => {
    const first = await browseCopy();
    writeComposition({ mf_browse: first.url });
    const before = await request.get(`${shellUrl}/buy-car/${car.id}`);
    expect(renderedMarkup(await before.text())).toContain(htmlText(car.carName));
    expect(browseRequests).toContain('/server/remoteEntry.js');

    // Promote: the composition names a second deployment; the first one goes away.
    const second = await browseCopy();
    browseRequests.length = 0;
    writeComposition({ mf_browse: second.url });
    first.server.closeAllConnections();
    first.server.close();
    const after = await request.get(`${shellUrl}/buy-car/${car.id}`);
    expect(after.status()).toBe(200);
    expect(renderedMarkup(await after.text())).toContain(htmlText(car.carName));
    expect(browseRequests).toContain('/server/remoteEntry.js');
  });

  test("a remote that is down renders its slot's fallback, with the header and footer, and answers 200", async ({ request }) => {
    // Nothing listens on port 9 (discard): mf-browse is down for the server.
    writeComposition({ mf_browse: 'http://127.0.0.1:9/mf-manifest.json' });
    const response = await request.get(`${shellUrl}/buy-car/${car.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const markup = renderedMarkup(html);
    expect(markup).toMatch(/<header/);
    expect(markup).toMatch(/<footer/);
    expect(markup).not.toContain(htmlText(car.carName));
    // The slot's Suspense fallback, left for the browser to render the slot itself: marked in place
    // (<!--$!-->) in a page sent whole, or by React's streamed instruction ($RX) after the shell.
    expect(markup).toMatch(/<!--\$[!?]-->[\s\S]*role="status"/);
    expect(html).toMatch(/<!--\$!-->|\$RX\(/);

    // The home page's own content renders, whatever mf-browse's carousels do.
    const home = renderedMarkup(await (await request.get(`${shellUrl}/`)).text());
    expect(home).toContain('Turn your car into cash');
  });
});
