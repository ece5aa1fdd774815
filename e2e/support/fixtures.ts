// Every spec imports `test` from here: one place for page objects and API helpers.
import { test as base, expect, type Page } from '@playwright/test';
import { ApiHelper } from './api-helper';

/**
 * The shell's server sends each page whole before its scripts (ADR 0009), which start after the
 * page's own images: a button pressed before React hydrates the page does nothing. After a
 * navigation with the default `waitUntil`, wait until React runs the page's <main> (at most 20 s;
 * a shell that could not start has no <main> and is not waited for). A test that acts before
 * hydration on purpose passes an explicit `waitUntil`.
 */
async function untilHydrated(page: Page) {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('#root[data-server-rendered] main');
        return !main || Object.keys(main).some((key) => key.startsWith('__reactProps$'));
      },
      null,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

export const test = base.extend<{ api: ApiHelper }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil) await untilHydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil) await untilHydrated(page);
      return response;
    };
    await use(page);
  },
  api: async ({ request }, use) => {
    await use(new ApiHelper(request));
  },
});

export { expect };
