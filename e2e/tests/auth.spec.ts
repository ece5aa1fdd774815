// mf-auth on the production builds with the real API: signup, OTP sign-in and the shared session.
import { expect, test } from '../support/fixtures';
import { AuthPage, randomMobileNumber } from '../support/pages/auth-page';

/** A user that exists before the test opens the modal. The seeded numbers are shared by every
 * suite and send-otp is rate limited per number, so each test registers its own. */
async function registeredUser(api: { post: <T>(path: string, data: unknown) => Promise<T> }) {
  const mobileNumber = randomMobileNumber();
  const fullName = `Existing Buyer ${mobileNumber.slice(-4)}`;
  await api.post('/api/v1/auth/signup', { fullName, email: `buyer${mobileNumber}@example.in`, mobileNumber });
  return { mobileNumber, fullName };
}

test.describe('sign-in and signup', () => {
  test('a new number signs up, gets an OTP and is signed in everywhere without a reload; reload keeps it; logout clears it', async ({
    page,
    api,
  }) => {
    const auth = new AuthPage(page);
    await auth.skipCityModal();
    const mobileNumber = randomMobileNumber();
    const fullName = `Asha Rao ${mobileNumber.slice(-4)}`;

    await page.goto('/');
    await expect(auth.avatar(fullName)).toBeHidden();
    await auth.markDocument();
    await auth.open();
    await auth.sendCode(mobileNumber);

    // Not registered: the signup modal replaces sign-in, with the typed number and no error.
    await expect(auth.registerDialog).toBeVisible();
    await expect(auth.loginDialog).toBeHidden();
    await expect(auth.registerDialog.getByLabel('Mobile number')).toHaveValue(mobileNumber);
    await expect(auth.registerDialog.getByRole('alert')).toBeHidden();
    await auth.register(fullName, `asha${mobileNumber}@example.in`);

    // Signup continues to the OTP step for that number.
    await expect(auth.otpInput).toBeFocused();
    await expect(auth.loginDialog.getByRole('status')).toHaveText('OTP sent successfully!');
    await expect(auth.loginDialog.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    await auth.verify(await api.lastOtp(mobileNumber));

    await expect(auth.loginDialog).toBeHidden();
    await expect(auth.loginButton).toBeHidden();
    await expect(auth.accountEntry(fullName)).toBeVisible();
    // The header's avatar appears in the same document: the shell read the session from the shared store.
    await expect(auth.avatar(fullName)).toBeVisible();
    expect(await auth.isSameDocument()).toBe(true);
    const stored = await auth.storedSession();
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ fullName, mobileNumber, userType: 'EndUser' });
    expect(stored.userId).toBe(JSON.parse(stored.user ?? '{}').id);

    await page.reload();
    await expect(auth.accountEntry(fullName)).toBeVisible();
    await expect(auth.avatar(fullName)).toBeVisible();
    await expect(auth.loginButton).toBeHidden();

    await auth.logout();
    await expect(auth.loginButton).toBeVisible();
    await expect(auth.avatar(fullName)).toBeHidden();
    expect(await auth.storedSession()).toMatchObject({ token: null, user: null });
  });

  test('an existing number signs in directly @mobile', async ({ page, api }) => {
    const auth = new AuthPage(page);
    await auth.skipCityModal();
    const { mobileNumber, fullName } = await registeredUser(api);

    await page.goto('/about');
    await auth.open();
    await auth.sendCode(mobileNumber);
    await expect(auth.otpInput).toBeFocused();
    await expect(auth.registerDialog).toBeHidden();
    await auth.verify(await api.lastOtp(mobileNumber));

    await expect(auth.loginDialog).toBeHidden();
    await expect(auth.accountEntry(fullName)).toBeVisible();
    await expect(auth.avatar(fullName)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a wrong code shows the message and keeps the visitor signed out; the right one then works', async ({ page, api }) => {
    const auth = new AuthPage(page);
    await auth.skipCityModal();
    const { mobileNumber, fullName } = await registeredUser(api);

    await page.goto('/');
    await auth.open();
    await auth.sendCode('98765');
    await expect(auth.loginDialog.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();

    await auth.sendCode(mobileNumber);
    await expect(auth.otpInput).toBeFocused();
    const otp = await api.lastOtp(mobileNumber);
    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    await auth.verify(wrong);
    await expect(auth.loginDialog.getByText('Invalid OTP')).toBeVisible();
    await expect(auth.otpInput).toHaveAccessibleDescription('Invalid OTP');
    expect((await auth.storedSession()).token).toBeNull();

    await auth.verify(otp);
    await expect(auth.accountEntry(fullName)).toBeVisible();
  });

  test('signs in with the keyboard only (Tab and Enter)', async ({ page, api }) => {
    const auth = new AuthPage(page);
    await auth.skipCityModal();
    const { mobileNumber, fullName } = await registeredUser(api);
    await page.goto('/about');
    await expect(auth.loginButton).toBeVisible();

    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await auth.loginButton.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(auth.loginButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(auth.mobileInput).toBeFocused();
    await page.keyboard.type(mobileNumber);
    await page.keyboard.press('Enter');
    await expect(auth.otpInput).toBeFocused();
    await page.keyboard.type(await api.lastOtp(mobileNumber));
    await page.keyboard.press('Enter');
    await expect(auth.loginDialog).toBeHidden();
    await expect(auth.accountEntry(fullName)).toBeVisible();
  });

  test('closing the modal (Escape) leaves the visitor a guest and starts over next time', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.skipCityModal();
    await page.goto('/about');
    await auth.open();
    await auth.mobileInput.fill('98765');
    await page.keyboard.press('Escape');
    await expect(auth.loginDialog).toBeHidden();
    await expect(auth.loginButton).toBeFocused();
    await auth.open();
    await expect(auth.mobileInput).toHaveValue('');
  });

  test('the terms link goes to the real page and closes the modal', async ({ page }) => {
    const auth = new AuthPage(page);
    await auth.skipCityModal();
    await page.goto('/');
    await auth.open();
    await auth.loginDialog.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(auth.loginDialog).toBeHidden();
  });
});
