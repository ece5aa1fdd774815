// Page object for mf-auth's sign-in and signup modals as the shell shows them.
import { expect, type Locator, type Page } from '@playwright/test';

/** A random Indian mobile number (starts with 7, 8 or 9) for a user no other test knows. */
export function randomMobileNumber(): string {
  const first = String(7 + Math.floor(Math.random() * 3));
  return first + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class AuthPage {
  constructor(readonly page: Page) {}

  /** Keeps the home page's city modal (spec §2, opens after 5 s) out of the way of these tests. */
  async skipCityModal() {
    await this.page.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get loginButton(): Locator {
    return this.header.getByRole('button', { name: 'Login / Register' });
  }

  get loginDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Login' });
  }

  get registerDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Register' });
  }

  get mobileInput(): Locator {
    return this.loginDialog.getByLabel('Mobile number');
  }

  get otpInput(): Locator {
    return this.loginDialog.getByLabel('OTP');
  }

  /** Whatever the header shows a signed-in user: a link or button carrying their name (avatar, account menu). */
  accountEntry(fullName: string): Locator {
    const name = new RegExp(escapeRegExp(fullName));
    return this.header.getByRole('link', { name }).or(this.header.getByRole('button', { name })).locator('visible=true').first();
  }

  /** The header's avatar of the signed-in user: an image named with their full name (the guest's is unnamed). */
  avatar(fullName: string): Locator {
    return this.header.getByRole('img', { name: fullName, exact: true });
  }

  /** Marks the current document, so a test can tell later that the page was not reloaded. */
  async markDocument() {
    await this.page.evaluate(() => Object.assign(window, { __authE2eSameDocument: true }));
  }

  async isSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => '__authE2eSameDocument' in window);
  }

  async open() {
    await this.loginButton.click();
    await expect(this.loginDialog).toBeVisible();
  }

  async sendCode(mobileNumber: string) {
    await this.mobileInput.fill(mobileNumber);
    await this.loginDialog.getByRole('button', { name: 'Send OTP' }).click();
  }

  async verify(code: string) {
    await this.otpInput.fill(code);
    await this.loginDialog.getByRole('button', { name: 'Verify OTP' }).click();
  }

  async register(fullName: string, email: string) {
    await this.registerDialog.getByLabel('Full name').fill(fullName);
    await this.registerDialog.getByLabel('Email').fill(email);
    await this.registerDialog.getByRole('button', { name: 'Sign Up' }).click();
  }

  /** Logout through the shell's account drawer and its confirmation dialog (spec §2). */
  async logout() {
    await this.header
      .getByRole('button', { name: /Open account menu/ })
      .locator('visible=true')
      .first()
      .click();
    await this.page.getByRole('button', { name: 'Logout' }).click();
    const confirm = this.page
      .getByRole('alertdialog', { name: 'Are you sure you want to log out?' })
      .or(this.page.getByRole('dialog', { name: 'Are you sure you want to log out?' }));
    await confirm.getByRole('button', { name: 'Log Out' }).click();
  }

  storedSession() {
    return this.page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: localStorage.getItem('user'),
      userId: localStorage.getItem('userId'),
    }));
  }
}
