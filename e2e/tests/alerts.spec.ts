// Alerts (issue 28, deliverables 4, 5 and 7), the browser's half, against the production builds and
// the real API: a buyer saves a car, its owner lowers the price, the car page says "Price dropped by
// ₹…" (server-rendered) and the bell shows the price-drop alert; a buyer saves a search, another
// user lists a matching car, the bell shows the new match and the development outbox holds its SMS
// and e-mail; the e-mail's unsubscribe link works signed out and the next match sends no e-mail.
// The API writes alerts in its background round (housekeeping); the test asks for a round through
// the dev route, and polls for up to 60 s.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { ApiHelper, SignedInUser } from '../support/api-helper';
import { carBody } from '../support/car-body';
import { AccountPage, signUpAndSignIn } from '../support/pages/account-page';
import { API_URL } from '../support/servers';

interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  unsubscribeUrl: string;
  kind: 'instant' | 'digest';
}

/** The dev outbox's messages to `to` (a mobile number or e-mail) once `wanted` is among them (a round asked for each second). */
async function waitForOutbox(request: APIRequestContext, to: string, wanted: (message: OutboxMessage) => boolean) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        await request.post(`${API_URL}/api/v1/dev/housekeeping`).catch(() => undefined);
        const response = await request.get(`${API_URL}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        found = messages.find(wanted);
        return Boolean(found);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  return found!;
}

/** The dev outbox's messages to `to` now. */
async function outboxOf(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${API_URL}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

interface ApiAlert {
  id: string;
  kind: 'saved-search' | 'price-drop';
  car: { id: string };
}

/** The API's alerts for `session` once `wanted` is among them: a background round asked for each second, 60 s at most. */
async function waitForAlert(api: ApiHelper, request: APIRequestContext, session: SignedInUser, wanted: (alert: ApiAlert) => boolean) {
  await expect
    .poll(
      async () => {
        // Development only: the API runs its background round now (alert matching included).
        await request.post(`${API_URL}/api/v1/dev/housekeeping`).catch(() => undefined);
        const { alerts } = await api.get<{ alerts: ApiAlert[] }>('/api/v1/alerts', session.token);
        return alerts.some(wanted);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** A car `owner` lists through the API: a Hyundai Creta in Pune with a name no other test uses. */
async function listCar(api: ApiHelper, owner: SignedInUser, carPrice: number) {
  const tag = Math.random().toString(36).slice(2, 7);
  const body = carBody(owner.user.id, { carName: `Hyundai Creta SX ${tag}`, variant: `SX ${tag}`, carPrice });
  const { car } = await api.post<{ car: { id: string; carName: string } }>('/api/v1/car/create-update', body, owner.token);
  return { ...car, body };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Alerts/ });

test('a buyer saves a car, its owner lowers the price: the car page and the bell say so', async ({ page, api, request }) => {
  const owner = await signUpAndSignIn(api, 'Price Drop Owner');
  const buyer = await signUpAndSignIn(api, 'Price Drop Buyer');
  const car = await listCar(api, owner, 950_000);
  await new AccountPage(page).signInWith(buyer);

  await page.goto(`/buy-car/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.carName })).toBeVisible();
  await expect(page.getByText(/Price dropped by/)).toHaveCount(0);
  await page.getByRole('button', { name: /♡ Save/ }).click();
  await expect(page.getByRole('button', { name: /♥ Saved/ })).toBeVisible();

  await api.post('/api/v1/car/create-update', { ...car.body, carId: car.id, carPrice: 900_000 }, owner.token);

  // Server-rendered with the page: in the HTML before any script runs.
  const html = await (await request.get(`/buy-car/${car.id}`)).text();
  expect(html.replaceAll('<!-- -->', '')).toContain('Price dropped by ₹50,000 on ');
  await page.reload();
  const summary = page.getByRole('complementary', { name: 'Price and seller' });
  await expect(summary.getByText(/^↓ Price dropped by ₹50,000 on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByRole('table', { name: 'Price history' })).toBeAttached();
  await expect(history).toContainText('Listed at ₹9.5 Lakhs');

  await waitForAlert(api, request, buyer, (alert) => alert.kind === 'price-drop' && alert.car.id === car.id);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Alerts, 1 unread');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Alerts' });
  const alert = panel.getByRole('link', { name: new RegExp(`Price dropped by ₹50,000.*${car.carName}`) });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Unread');
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/buy-car/${car.id}$`));
  await expect(panel).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Alerts');
});

test('a buyer saves a search, another user lists a matching car: the bell shows the new match', async ({ page, api, request }) => {
  const buyer = await signUpAndSignIn(api, 'Saved Search Alert Buyer');
  const seller = await signUpAndSignIn(api, 'Saved Search Alert Seller');
  const name = `Petrol Hyundai ${Math.random().toString(36).slice(2, 6)}`;
  await new AccountPage(page).signInWith(buyer);
  // Saved the way a buyer saves one: the listing filtered, "Save this search", a name, alerts at once.
  await page.goto('/buy-car?brand=Hyundai&fuel=Petrol');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: 'Instant' }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved as “${name}”.` })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Alerts');

  const car = await listCar(api, seller, 720_000);
  await waitForAlert(api, request, buyer, (alert) => alert.kind === 'saved-search' && alert.car.id === car.id);
  // The bell asks again when the panel opens (and every minute): no reload needed for the list.
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Alerts' });
  await expect(panel.getByRole('link', { name: new RegExp(`New match for ${name}.*${car.carName}`) })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/^Alerts, \d+ unread$/);

  // The same alert went out by SMS to the buyer's number and by e-mail, through the dev outbox.
  const sms = await waitForOutbox(request, buyer.user.mobileNumber, (m) => m.channel === 'sms' && m.text.includes(car.carName));
  expect(sms.kind).toBe('instant');
  expect(sms.text).toContain(name);
  expect(sms.text).toContain('₹7.2 Lakhs');
  expect(sms.text).toContain(`/buy-car/${car.id}`);
  const email = await waitForOutbox(request, buyer.user.email!, (m) => m.channel === 'email' && m.text.includes(car.carName));
  expect(email.subject).toContain(name);
  expect(email.unsubscribeUrl).toMatch(/\/alerts\/unsubscribe\?token=/);

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel.getByText('Unread:')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect(bell(page)).toHaveAccessibleName('Alerts');
});

test("the e-mail's unsubscribe link works signed out; the next match comes by SMS and in the app, not by e-mail", async ({
  page,
  api,
  request,
}) => {
  const buyer = await signUpAndSignIn(api, 'Unsubscribe Buyer');
  const seller = await signUpAndSignIn(api, 'Unsubscribe Seller');
  const name = `Petrol Hyundai alerts ${Math.random().toString(36).slice(2, 6)}`;
  await api.post('/api/v1/saved-searches', { name, query: { brand: ['Hyundai'], fuel: ['Petrol'] }, alert: 'instant' }, buyer.token);
  const first = await listCar(api, seller, 650_000);
  const email = await waitForOutbox(request, buyer.user.email!, (m) => m.text.includes(first.carName));

  // Signed out: the link from the e-mail asks before it acts (mail scanners open links).
  await page.goto(email.unsubscribeUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveTitle(/Unsubscribe/);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You will no longer get alerts by e-mail.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/settings/saved-searches');

  // A forged link is refused with the spec's words and changes nothing.
  await page.goto(`/alerts/unsubscribe?token=${encodeURIComponent(email.unsubscribeUrl.split('token=')[1]!.slice(0, -2) + 'xx')}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid');

  // Signed in, the settings say so, and the next match goes by SMS and to the bell only.
  await new AccountPage(page).signInWith(buyer);
  await page.goto('/settings/saved-searches');
  await expect(page.getByRole('checkbox', { name: `E-mail to ${buyer.user.email}` })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /SMS to \+91\*+\d{4}/ })).toBeChecked();
  const second = await listCar(api, seller, 640_000);
  await waitForOutbox(request, buyer.user.mobileNumber, (m) => m.channel === 'sms' && m.text.includes(second.carName));
  expect((await outboxOf(request, buyer.user.email!)).filter((m) => m.text.includes(second.carName))).toEqual([]);
});
