// What a visitor does on a server-rendered page before React has hydrated it (issue 15): a form
// submitted early is neither sent to the server as a GET of the page (the values in its URL) nor
// lost; it is sent once the page has hydrated.
import type { ConsoleMessage, Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';

/** The console errors and uncaught exceptions of `page` from now on. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records, from the document's start, every element matching `selector` (or holding one) taken out
 * of the page: server HTML that React threw away to render again. React's own move of a streamed
 * section out of its hidden holder (`<div hidden id="S:0">`) into place is not one.
 */
async function recordRemoved(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const removed: string[] = [];
    (window as unknown as { removedElements: string[] }).removedElements = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof Element && record.target.matches('[hidden][id^="S:"]')) continue;
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            removed.push((node.textContent ?? '').slice(0, 60));
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements);
}

test.describe('pages that hydrate', () => {
  test('/__platform renders on the server and hydrates with no console error', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
    const errors = errorsOf(page);
    const response = await page.goto('/__platform');
    expect(response?.status()).toBe(200);
    const remotes = page.getByRole('table', { name: 'Remotes' });
    await expect(remotes.getByRole('rowheader', { name: 'mf_browse' })).toBeVisible();
    await waitForHydration(page.getByRole('heading', { level: 1, name: 'Platform' }));
    // The browser's own records after hydration: the remote the shell loads shows as loaded.
    await expect(page.getByRole('table', { name: 'Shared dependencies' }).getByRole('rowheader', { name: 'react' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the home page keeps the server HTML of every section through hydration: none is thrown away and rendered again', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
    const removedSections = await recordRemoved(page, 'section');
    const errors = errorsOf(page);
    await page.goto('/');
    await waitForHydration(page.getByRole('heading', { level: 1, name: /Turn your car into cash/ }));
    // Every section below the fold hydrates when seen or when the browser is idle.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Recently Added Cars' }).getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await removedSections()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the sell page keeps the server HTML of its sections below the form: none flashes to "Loading more about selling…"', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
    const removedSections = await recordRemoved(page, 'section');
    const errors = errorsOf(page);
    await page.goto('/sell');
    const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
    await expect(faq).toBeVisible();
    await waitForHydration(page.getByRole('heading', { level: 1, name: /Sell your car fast/ }));
    // The sections' own chunk comes after the page is React's: they hydrate then, in place.
    await waitForHydration(faq);
    await page.waitForLoadState('networkidle');
    expect(await removedSections()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('sections that hydrate later', () => {
  /** Whether React has hydrated (or rendered) each element `locator` finds. */
  const hydratedEach = (locator: Locator) =>
    locator.evaluateAll((elements) => elements.map((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))));

  test('a phone hydrates the listing’s first cards with the page, a later one as it comes into view, and never the hidden filter sidebar until the window widens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
    const removedCards = await recordRemoved(page, 'article, aside');
    const errors = errorsOf(page);
    await page.goto('/buy-car');
    const saveButtons = page.getByRole('list', { name: 'Cars' }).getByRole('button', { name: /^Save / });
    await waitForHydration(saveButtons.first());
    expect(await saveButtons.count()).toBeGreaterThan(3);
    await page.waitForLoadState('networkidle');
    // A card under the first screen hydrates as it comes into view (or, earlier, in an idle period:
    // car-grid-hydration.test.tsx), in place.
    const lastCard = saveButtons.last();
    await lastCard.scrollIntoViewIfNeeded();
    await waitForHydration(lastCard);

    // Hidden on a phone (display: none): left as the server sent it, however idle the page is.
    const sidebar = page.getByRole('complementary', { name: 'Filters', includeHidden: true });
    const clearAll = sidebar.getByRole('button', { name: 'Clear all', includeHidden: true });
    await page.waitForTimeout(500);
    expect(await hydratedEach(clearAll)).toEqual([false]);
    expect(await removedCards()).toEqual([]);

    // A window wide enough to show it: it hydrates, keeping the server's HTML, and a brand ticked
    // there filters the list.
    await page.setViewportSize({ width: 1280, height: 900 });
    await waitForHydration(clearAll);
    expect(await removedCards()).toEqual([]);
    await sidebar.getByRole('checkbox', { name: /Maruti Suzuki/ }).click();
    await expect(page).toHaveURL(/brand=Maruti\+Suzuki/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Second Hand Cars/);
    expect(errors).toEqual([]);
  });
});

test.describe("the visitor's city", () => {
  const cityButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /city|Hyderabad|Jaipur/i });

  test('a city chosen on the site is in the next page’s server HTML, and that page hydrates with no console error', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
    await page.goto('/');
    const footerCity = page.getByRole('contentinfo').getByRole('link', { name: 'Hyderabad', exact: true });
    await waitForHydration(footerCity);
    await footerCity.click();
    await expect(cityButton(page)).toHaveAccessibleName('Hyderabad');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'selectedCity');
    expect(cookie).toMatchObject({ value: 'Hyderabad', path: '/', httpOnly: false, sameSite: 'Lax' });

    // The server renders the city: the document as it arrives, before any script.
    const html = await (await page.request.get('/contact-us')).text();
    expect(html).toMatch(/title="Change your city"[^>]*>[\s\S]*?<span[^>]*>Hyderabad<\/span>/);
    const errors = errorsOf(page);
    await page.goto('/contact-us');
    await waitForHydration(page.getByRole('button', { name: 'Send Message' }));
    await expect(cityButton(page)).toHaveAccessibleName('Hyderabad');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a visitor who chose a city before the cookie hydrates with no console error, sees the city and gets the cookie', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('locationModalClosed', 'true');
      localStorage.setItem('selectedCity', 'Jaipur');
    });
    const errors = errorsOf(page);
    await page.goto('/contact-us');
    await waitForHydration(page.getByRole('button', { name: 'Send Message' }));
    await expect(cityButton(page)).toHaveAccessibleName('Jaipur');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'selectedCity')?.value).toBe('Jaipur');
  });
});

test.describe('before hydration', () => {
  test('a contact message sent before hydration stays on the page, out of the URL, and is sent once hydrated', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
    // The browser's start-up waits for the environment's composition: held until the form is submitted.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/env/composition.json', async (route) => {
      await held;
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/contact' && request.method() === 'POST');

    // An explicit waitUntil: the page as it is before hydration (support/fixtures.ts).
    await page.goto('/contact-us', { waitUntil: 'load' });
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeVisible();
    expect(await send.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))).toBe(false);
    const fields: Array<[string, string]> = [
      ['First name', 'Asha'],
      ['Last name', 'Verma'],
      ['Phone', '9812345678'],
      ['Email', 'asha.early@example.in'],
      ['Subject', 'Dealer account'],
      ['Message', 'Sent before the page hydrated.'],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await send.click();

    // Not the browser's own submit: no second document, nothing in the URL, nothing typed lost.
    await page.waitForTimeout(500);
    expect(documents).toHaveLength(1);
    expect(new URL(page.url()).search).toBe('');
    for (const [label, value] of fields) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);

    release();
    const request: Request = await sent;
    expect(request.postDataJSON()).toMatchObject({ firstName: 'Asha', phone: '9812345678', message: 'Sent before the page hydrated.' });
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    expect(documents).toHaveLength(1);
    expect(new URL(page.url()).search).toBe('');
  });
});
