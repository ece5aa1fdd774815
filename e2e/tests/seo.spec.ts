// Search engines (issue 15 pt 4) on the production builds: landing URLs mapped onto the listing's
// filters, each page's own title and canonical URL, the car's JSON-LD with an INR Offer (safe
// against a hostile name), robots.txt and the paged sitemap served by the shell's server.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createCar, signUpAndSignIn } from '../support/pages/account-page';
import { BrowsePage, type ApiListingPage } from '../support/pages/browse-page';
import { ShellPage } from '../support/pages/shell-page';
import { SHELL_URL } from '../support/servers';

const canonical = (page: Page) => page.locator('head link[rel="canonical"]');

test.describe('search engines', () => {
  // What a search engine reads: a crawler gets each page whole from the shell's server, with the
  // page's own head tags in <head> (a visitor's browser gets the shell first and the slots stream
  // in after it, their tags with them; React hoists them on client navigations).
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test.beforeEach(async ({ page }) => {
    await new ShellPage(page).dismissCityModalForever();
  });

  test('landing URLs list the filtered cars under their own title; query URLs keep working; an unknown slug is the 404 page', async ({
    page,
    api,
  }) => {
    const browse = new BrowsePage(page);
    const seller = await signUpAndSignIn(api);
    await createCar(api, seller, { addressCity: 'Pune', addressState: 'Maharashtra' });

    const hyundai = await api.get<ApiListingPage>('/api/v1/cars?brand=Hyundai');
    expect(hyundai.total).toBeGreaterThan(0);
    await page.goto('/used-hyundai-cars');
    await expect(browse.heading()).toHaveText(`${hyundai.total} Second Hand Cars in All Locations`);
    const names = await browse.grid().getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Hyundai/i);
    await expect(page).toHaveTitle('Second Hand Hyundai Cars in India | CarMarket');
    await expect(canonical(page)).toHaveAttribute('href', `${SHELL_URL}/used-hyundai-cars`);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${SHELL_URL}/used-hyundai-cars`);

    // The query URL of the same filter still works, and names the landing URL as canonical.
    await page.goto('/buy-car?brand=Hyundai&sort=priceLowToHigh');
    await expect(browse.heading()).toHaveText(`${hyundai.total} Second Hand Cars in All Locations`);
    await expect(canonical(page)).toHaveAttribute('href', `${SHELL_URL}/used-hyundai-cars`);

    const pune = await api.get<ApiListingPage>('/api/v1/cars?location=Pune');
    await page.goto('/used-cars-in-pune');
    await expect(browse.heading()).toHaveText(`${pune.total} Second Hand Cars in Pune`);
    await expect(page).toHaveTitle('Second Hand Cars in Pune | CarMarket');

    const suv = await api.get<ApiListingPage>('/api/v1/cars?bodyType=SUV');
    await page.goto('/used-suv-cars');
    await expect(browse.heading()).toHaveText(`${suv.total} Second Hand Cars in All Locations`);

    // The footer links the landing URLs, so crawlers find them.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pune' })).toHaveAttribute('href', '/used-cars-in-pune');

    await page.goto('/used-unicorn-cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a car page has its own title and canonical URL, and JSON-LD with an Offer in INR that a hostile name cannot break', async ({
    page,
    api,
  }) => {
    const seller = await signUpAndSignIn(api);
    const hostile = '</script><script>window.__seoInjected = true</script>';
    const car = await createCar(api, seller, { variant: hostile, carPrice: 950_000, manufacturingYear: 2020 });
    await page.goto(`/buy-car/${car.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`2020 Hyundai Creta ${hostile} for sale in Pune at ₹9.50 Lakh | CarMarket`);
    await expect(canonical(page)).toHaveAttribute('href', `${SHELL_URL}/buy-car/${car.id}`);
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');

    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const data = JSON.parse((await script.textContent()) ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      brand: { '@type': 'Brand', name: 'Hyundai' },
      model: 'Creta',
      vehicleConfiguration: hostile,
      vehicleModelDate: '2020',
      offers: { '@type': 'Offer', price: 950_000, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(await script.evaluate((element) => element.innerHTML)).not.toContain('</script>');
    expect(await page.evaluate(() => (window as { __seoInjected?: boolean }).__seoInjected)).toBeUndefined();
  });

  test('robots.txt and the paged sitemap answer and list the car URLs', async ({ request, api }) => {
    const seller = await signUpAndSignIn(api);
    const car = await createCar(api, seller);

    const robots = await request.get(`${SHELL_URL}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);

    const index = await request.get(`${SHELL_URL}/sitemap.xml`);
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(indexXml).toContain(`<loc>${SHELL_URL}/sitemap-pages.xml</loc>`);
    expect(indexXml).toContain(`<loc>${SHELL_URL}/sitemap-cars-1.xml</loc>`);

    const pages = await (await request.get(`${SHELL_URL}/sitemap-pages.xml`)).text();
    for (const path of ['/', '/buy-car', '/sell', '/used-cars-in-pune', '/used-hyundai-cars', '/used-suv-cars']) {
      expect(pages).toContain(`<loc>${SHELL_URL}${path}</loc>`);
    }

    const cars = await request.get(`${SHELL_URL}/sitemap-cars-1.xml`);
    expect(cars.status()).toBe(200);
    const carsXml = await cars.text();
    expect(carsXml).toMatch(
      new RegExp(`<url><loc>${SHELL_URL}/buy-car/${car.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`),
    );
    const total = (await api.get<{ total: number }>('/api/v1/sitemap/cars?pageSize=0')).total;
    expect(carsXml.match(/<url>/g)).toHaveLength(Math.min(total, 10_000));
    expect((await request.get(`${SHELL_URL}/sitemap-cars-99.xml`)).status()).toBe(404);
  });
});
