// The shell's server reports its own renders (issue 27, deliverable 1) on the production builds:
// with an environment that samples telemetry, each render's time and the route remote's, with the
// remote's release and what fell back and why, reach POST /api/v1/telemetry in batches; an
// environment that samples nothing sends nothing.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeCar } from '../../shared/src/testing/make-car';
import { closeServers, startShellOnBuilds, type Composition } from './shell-on-builds';

const creta = makeCar({ id: 'car-creta-77311', carName: 'Hyundai Creta SX', carPrice: 1_050_000 });
const FLUSH_MS = 200;

interface Batch {
  environment: string;
  route: string;
  releases: Record<string, string>;
  events: Array<{ kind: string; remote?: string; release?: string; durationMs: number; fellBack?: string }>;
}

const batches: Batch[] = [];

function fakeApi() {
  return http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'POST' && req.url === '/api/v1/telemetry') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        batches.push(JSON.parse(body) as Batch);
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (req.url === `/api/v1/cars/${creta.id}`) {
      res.end(JSON.stringify({ car: creta }));
      return;
    }
    res.end(JSON.stringify({ cars: [], total: 0, items: [] }));
  });
}

let shellUrl = '';
let compositionFile = '';
let composition: Composition;

const sampled = () => ({
  ...composition,
  environment: 'staging',
  telemetry: { sampleRate: 1 },
  releases: { shell: { version: '1.0.0+aaaaaaa' }, 'mf-browse': { version: '2.0.0+bbbbbbb' } },
});

async function visit(pathname: string) {
  // A signed-in-looking cookie is not needed: the HTML cache is off, every request renders.
  const response = await fetch(`${shellUrl}${pathname}`);
  await response.text();
  return response.status;
}

beforeAll(async () => {
  ({ shellUrl, composition, compositionFile } = await startShellOnBuilds({
    api: fakeApi(),
    budgetMs: 3000,
    log: () => {},
    shell: { htmlCache: false, renderTelemetry: { flushEveryMs: FLUSH_MS } },
  }));
});

beforeEach(() => {
  batches.length = 0;
});

afterAll(closeServers);

describe("the shell server's own telemetry", () => {
  it("sends each render's time and its route remote's, with the remote's release, tagged like the browser's", async () => {
    writeFileSync(compositionFile, JSON.stringify(sampled()));
    expect(await visit(`/buy-car/${creta.id}`)).toBe(200);
    expect(await visit('/about')).toBe(200);
    await expect.poll(() => batches.length, { timeout: 5000 }).toBe(2);
    const carPage = batches.find((batch) => batch.route === '/buy-car/:id')!;
    expect(carPage.environment).toBe('staging');
    expect(carPage.releases).toEqual({ shell: '1.0.0+aaaaaaa', 'mf-browse': '2.0.0+bbbbbbb' });
    const [page, remote] = carPage.events;
    expect(page).toMatchObject({ kind: 'render' });
    expect(page).not.toHaveProperty('fellBack');
    expect(remote).toMatchObject({ kind: 'render', remote: 'mf_browse', release: '2.0.0+bbbbbbb' });
    expect(remote!.durationMs).toBeLessThanOrEqual(page!.durationMs);
    expect(page!.durationMs).toBeGreaterThan(0);
    // The route pattern only: the car's id is not in what was sent.
    expect(JSON.stringify(batches)).not.toContain(creta.id);
    const about = batches.find((batch) => batch.route === '/about')!;
    expect(about.releases).toEqual({ shell: '1.0.0+aaaaaaa' });
    expect(about.events).toEqual([expect.objectContaining({ kind: 'render' })]);
  });

  it("says a slot fell back because its remote was 'unavailable'", async () => {
    const broken = sampled();
    writeFileSync(
      compositionFile,
      JSON.stringify({ ...broken, remotes: { ...broken.remotes, mf_browse: 'http://127.0.0.1:9/mf-manifest.json' } }),
    );
    expect(await visit(`/buy-car/${creta.id}`)).toBe(200);
    await expect.poll(() => batches.length, { timeout: 5000 }).toBe(1);
    expect(batches[0]!.events).toEqual([
      expect.objectContaining({ kind: 'render', fellBack: 'unavailable' }),
      expect.objectContaining({ kind: 'render', remote: 'mf_browse', release: '2.0.0+bbbbbbb', fellBack: 'unavailable' }),
    ]);
  });

  it('sends nothing for an environment that samples nothing', async () => {
    writeFileSync(compositionFile, JSON.stringify(composition));
    expect(await visit(`/buy-car/${creta.id}`)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
    expect(batches).toEqual([]);
  });
});
