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

/**
 * Slow 4G as issue 25 states it (Lighthouse's mobileSlow4G figures applied as they are: 150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up), for the dead-time benchmark. MOBILE_SLOW_4G above is harsher:
 * Lighthouse's "devtools" throttling multiplies the RTT by 3.75 because CDP adds the latency once
 * per request rather than per round trip.
 */
export const SLOW_4G_150MS_RTT = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Lighthouse 12's mobile user agent (constants.userAgents.mobile) and its phone's viewport width. */
export const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
/** The phone of issue 25's dead-time figures: 412x823 CSS pixels, touch, a mobile user agent. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  userAgent: MOBILE_USER_AGENT,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};

/** CPU slowdown and (unless `network: false`) network conditions on a page, through CDP; call before goto. */
export async function throttle(page, { network = true, cpu = CPU_SLOWDOWN, conditions = MOBILE_SLOW_4G } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) await cdp.send('Network.emulateNetworkConditions', conditions);
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
