// Page object for mf-account (/settings/* and /saved), plus the API set-up its journeys need:
// a freshly signed-up user per test, cars created for them, a signed-in browser.
import type { Page } from '@playwright/test';
import type { ApiHelper, SignedInUser } from '../api-helper';
import { carBody } from '../car-body';
import { waitForHydration } from '../hydration';

export interface TestCar {
  id: string;
  carName: string;
}

/** A random Indian mobile number (starts with 7, 8 or 9) so tests never share a user. */
export function randomMobile(): string {
  return `${7 + Math.floor(Math.random() * 3)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function signUpAndSignIn(api: ApiHelper, fullName = 'Account Tester'): Promise<SignedInUser> {
  const mobileNumber = randomMobile();
  await api.post('/api/v1/auth/signup', { fullName, email: `t${mobileNumber}@example.in`, mobileNumber });
  return api.signIn(mobileNumber);
}

export async function createCar(api: ApiHelper, session: SignedInUser, overrides: Record<string, unknown> = {}): Promise<TestCar> {
  const tag = Math.random().toString(36).slice(2, 7);
  const body = carBody(session.user.id, { carName: `Hyundai Creta SX ${tag}`, variant: `SX ${tag}`, ...overrides });
  const { car } = await api.post<{ car: TestCar }>('/api/v1/car/create-update', body, session.token);
  return car;
}

export class AccountPage {
  constructor(readonly page: Page) {}

  /**
   * Writes the session where the app reads it, before any script runs — only when none is stored,
   * so a reload keeps what the app itself saved (a new name or photo), as a real browser would.
   */
  async signInWith(session: SignedInUser) {
    await this.page.addInitScript(
      ([token, user]) => {
        if (window.localStorage.getItem('token')) return;
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', JSON.stringify(user));
        // Keep the home page's city modal out of the way.
        window.localStorage.setItem('locationModalClosed', 'true');
      },
      [session.token, session.user] as const,
    );
  }

  async open(path: string) {
    await this.page.goto(path);
  }

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  get nav() {
    return this.page.getByRole('navigation', { name: 'Account sections' });
  }

  listing(carName: string) {
    return this.page.getByRole('article', { name: carName });
  }

  async listingAction(carName: string, action: 'Edit' | 'Mark as Sold' | 'Download Lead' | 'Delete') {
    await this.page.getByRole('button', { name: `Actions for ${carName}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('alertdialog', { name }).or(this.page.getByRole('dialog', { name }));
  }

  /** The account side panel: name, role, photo, section links and its own Logout. */
  get sidePanel() {
    return this.page.getByRole('complementary', { name: 'Account' });
  }

  /** Logout from the side panel and its confirmation (spec §2). */
  async logoutFromSidePanel() {
    await this.sidePanel.getByRole('button', { name: 'Logout' }).click();
    await this.dialog('Are you sure you want to log out?').getByRole('button', { name: 'Log Out' }).click();
  }

  /** The public listing's card for a car, found through the listing's own search. */
  async openListingCard(car: TestCar, search: string) {
    await this.page.goto(`/buy-car?search=${encodeURIComponent(search)}`);
    const card = this.page.getByRole('list', { name: 'Cars' }).getByRole('article', { name: car.carName });
    await card.waitFor();
    // The server's HTML shows the card before its scripts: a heart clicked before hydration does nothing.
    await waitForHydration(card);
    return card;
  }
}
