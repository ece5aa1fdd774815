// Page object for the shell: header, account drawer, mobile menu, city modal, home and footer.
import type { Locator, Page } from '@playwright/test';
import type { SignedInUser } from '../api-helper';

export class ShellPage {
  readonly header: Locator;
  readonly footer: Locator;
  readonly loginButton: Locator;
  readonly cityModal: Locator;
  readonly accountDrawer: Locator;
  readonly mobileMenu: Locator;
  readonly logoutDialog: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.loginButton = this.header.getByRole('button', { name: 'Login / Register' });
    this.cityModal = page.getByRole('dialog', { name: 'Select your City' });
    this.accountDrawer = page.getByRole('dialog', { name: 'My Account' });
    this.mobileMenu = page.getByRole('dialog', { name: 'Menu' });
    this.logoutDialog = page.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
  }

  /** Keeps the city modal from popping up in tests that are not about it. */
  async dismissCityModalForever() {
    await this.page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
  }

  /** Signs the browser in with a session from the API, once (a later reload keeps what the app did). */
  async useSession(session: SignedInUser) {
    await this.page.addInitScript(
      ([token, user]) => {
        if (sessionStorage.getItem('e2e.sessionSeeded')) return;
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        sessionStorage.setItem('e2e.sessionSeeded', '1');
      },
      [session.token, JSON.stringify(session.user)] as const,
    );
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await this.header.waitFor();
  }

  section(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  async openAccountDrawer() {
    await this.header
      .getByRole('button', { name: /Open account menu/ })
      .filter({ visible: true })
      .first()
      .click();
    await this.accountDrawer.waitFor();
  }

  async openMobileMenu() {
    await this.header.getByRole('button', { name: 'Open menu' }).click();
    await this.mobileMenu.waitFor();
  }

  async logOutThroughDrawer() {
    await this.openAccountDrawer();
    await this.accountDrawer.getByRole('button', { name: 'Logout' }).click();
    await this.logoutDialog.getByRole('button', { name: 'Log Out' }).click();
  }
}
