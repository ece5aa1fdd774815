// Lighthouse's mobile preset applied for real through the DevTools protocol (the "devtools"
// throttling numbers Lighthouse uses for slow 4G: 562.5 ms request latency, 1.4746 Mbps down,
// 675 kbps up) plus a 4x CPU slowdown.
import { gzipSync } from 'node:zlib';

export const MOBILE_SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export async function throttle(page, { network = true, cpu = CPU_SLOWDOWN } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', MOBILE_SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

/** Records every JS response of a page: raw and gzip (level 6) bytes per URL. */
export function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      // no body (aborted or redirected)
    }
  });
  return {
    urls: () => [...scripts.keys()],
    totals: () => {
      let raw = 0;
      let gzip = 0;
      for (const size of scripts.values()) {
        raw += size.raw;
        gzip += size.gzip;
      }
      return { raw, gzip, count: scripts.size };
    },
  };
}

/** Keeps the last largest-contentful-paint entry in window.__lcp (install before navigating). */
export const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
