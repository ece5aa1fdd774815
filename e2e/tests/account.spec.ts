// mf-account journeys on the production builds and the real API. Every test that changes data
// signs up its own user, so the tests run in any order and beside anyone else's data.
import { expect, test } from '../support/fixtures';
import { AccountPage, createCar, randomMobile, signUpAndSignIn } from '../support/pages/account-page';
import { AuthPage } from '../support/pages/auth-page';

// An 8x8 red PNG.
const PNG_8X8 = 'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC';

test.describe('account settings', () => {
  test('a signed-out visitor signs in through the modal on /settings/profile and stays there', async ({ page, api }) => {
    const mobileNumber = randomMobile();
    await api.post('/api/v1/auth/signup', { fullName: 'Modal Guest', email: `t${mobileNumber}@example.in`, mobileNumber });
    const account = new AccountPage(page);
    const auth = new AuthPage(page);
    await account.open('/settings/profile');
    await expect(account.heading('Sign in to see your account')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/profile$/);

    // The gate opened mf-auth's modal by itself; sign in with the code from the API's dev outbox.
    await expect(auth.loginDialog).toBeVisible();
    await auth.sendCode(mobileNumber);
    await expect(auth.otpInput).toBeVisible();
    await auth.verify(await api.lastOtp(mobileNumber));

    await expect(auth.loginDialog).toBeHidden();
    await expect(account.heading('Profile Settings')).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Modal Guest');
    await expect(page.getByLabel('User Type')).toHaveValue('Owner');
    await expect(account.sidePanel.getByText('Modal Guest')).toBeVisible();
  });

  test('logging out from the account side panel goes home with no sign-in dialog', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Logout Tester');
    const account = new AccountPage(page);
    const auth = new AuthPage(page);
    await account.signInWith(session);
    await account.open('/settings/listings');
    await expect(account.heading('My Listing')).toBeVisible();

    await account.logoutFromSidePanel();
    await expect(page).toHaveURL(/\/$/);
    await expect(auth.loginButton).toBeVisible();
    expect((await auth.storedSession()).token).toBeNull();
    // mf-auth's modal would load its remote first: once the network is quiet it would be shown.
    await page.waitForLoadState('networkidle');
    await expect(auth.loginDialog).toHaveCount(0);
  });

  test('layout: side panel, ten sections, index goes to profile', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Layout Tester');
    const account = new AccountPage(page);
    await account.signInWith(session);
    await account.open('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(account.heading('Profile Settings')).toBeVisible();
    await expect(account.nav.getByRole('link')).toHaveCount(10);
    await expect(account.nav.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('aria-current', 'page');
    await account.nav.getByRole('link', { name: 'Bought Packages' }).click();
    await expect(account.heading('Bought Packages')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Account' }).getByText('Layout Tester')).toBeVisible();
  });

  test('a car saved with the heart on the listing shows in Saved Cars after a reload, at /saved too, and can be removed', async ({
    page,
    api,
  }) => {
    const seller = await signUpAndSignIn(api, 'Saved Seller');
    // A model no seeded car has, so the listing's search shows just this car.
    const model = `Nexon${Math.random().toString(36).slice(2, 8)}`;
    const car = await createCar(api, seller, { brand: 'Tata', model, carName: `Tata ${model} XZ` });
    const buyer = await signUpAndSignIn(api, 'Saved Buyer');

    const account = new AccountPage(page);
    await account.signInWith(buyer);
    const card = await account.openListingCard(car, model);
    await card.getByRole('button', { name: `Save ${car.carName}` }).click();
    await expect(card.getByRole('button', { name: `Remove ${car.carName} from saved cars` })).toHaveAttribute('aria-pressed', 'true');

    await account.open('/settings/saved');
    await expect(account.heading('Saved Cars')).toBeVisible();
    await expect(page.getByRole('article', { name: car.carName })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: car.carName })).toBeVisible();

    await account.open('/saved');
    await expect(account.heading('Saved Cars')).toBeVisible();
    await page.getByLabel('Search by brand').fill('maruti');
    await expect(page.getByText('No saved cars found')).toBeVisible();
    await page.getByLabel('Search by brand').fill('tata');
    await page.getByRole('button', { name: `Remove ${car.carName} from saved cars` }).click();
    await expect(page.getByText('No saved cars found')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No saved cars found')).toBeVisible();
  });

  test('a car saved on /buy-car shows in Saved Cars opened from the header, with no reload and no second request for the list', async ({
    page,
    api,
  }) => {
    const seller = await signUpAndSignIn(api, 'Cache Seller');
    const model = `Harrier${Math.random().toString(36).slice(2, 8)}`;
    const car = await createCar(api, seller, { brand: 'Tata', model, carName: `Tata ${model} XZ` });
    const buyer = await signUpAndSignIn(api, 'Cache Buyer');
    const savedListRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/saved-cars') savedListRequests.push(request.url());
    });

    const account = new AccountPage(page);
    await account.signInWith(buyer);
    const card = await account.openListingCard(car, model);
    await expect.poll(() => savedListRequests.length).toBe(1); // the hearts' list, once
    await card.getByRole('button', { name: `Save ${car.carName}` }).click();
    await expect(card.getByRole('button', { name: `Remove ${car.carName} from saved cars` })).toHaveAttribute('aria-pressed', 'true');
    // A marker that a reload would wipe.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved Cars' }).click();
    await expect(account.heading('Saved Cars')).toBeVisible();
    await expect(page.getByRole('article', { name: car.carName })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The save wrote the server's answer into the shared cache: fresh, so the screen asked nothing.
    expect(savedListRequests).toHaveLength(1);
  });

  test('mark a listing sold (dimmed after reload) and delete another', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Listing Owner');
    const toSell = await createCar(api, session, { carName: `Honda City V ${Date.now()}`, brand: 'Honda', model: 'City' });
    const toDelete = await createCar(api, session, { carName: `Maruti Swift VXI ${Date.now()}`, brand: 'Maruti', model: 'Swift' });
    const account = new AccountPage(page);
    await account.signInWith(session);
    await account.open('/settings/listings');
    await expect(account.heading('My Listing')).toBeVisible();
    await expect(account.listing(toSell.carName)).toBeVisible();
    await expect(account.listing(toSell.carName).getByText('Sold', { exact: true })).toHaveCount(0);

    await account.listingAction(toSell.carName, 'Mark as Sold');
    await account.dialog('Mark this car as sold?').getByRole('button', { name: 'Mark as Sold' }).click();
    await expect(account.listing(toSell.carName).getByText('Sold', { exact: true })).toBeVisible();

    await account.listingAction(toDelete.carName, 'Delete');
    await account.dialog('Delete this car?').getByRole('button', { name: 'Delete' }).click();
    await expect(account.listing(toDelete.carName)).toHaveCount(0);

    await page.reload();
    const sold = account.listing(toSell.carName);
    await expect(sold.getByText('Sold', { exact: true })).toBeVisible();
    await expect(sold).toHaveAttribute('data-sold', 'true');
    await expect(account.listing(toDelete.carName)).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${toSell.carName}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Mark as Sold' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', `/sell?edit=${toSell.id}`);
  });

  test('Download Lead gives a CSV of that car’s enquiries', async ({ page, api }) => {
    const seller = await signUpAndSignIn(api, 'Lead Seller');
    const car = await createCar(api, seller);
    const buyer = await signUpAndSignIn(api, 'Lead Buyer');
    await api.post('/api/v1/enquiries', { carId: car.id, message: 'Still available?' }, buyer.token);
    const account = new AccountPage(page);
    await account.signInWith(seller);
    await account.open('/settings/listings');
    const downloadPromise = page.waitForEvent('download');
    await account.listingAction(car.carName, 'Download Lead');
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^leads-hyundai-creta-sx-.*\.csv$/);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toContain('Lead Buyer');
    expect(text).toContain('Still available?');

    await account.nav.getByRole('link', { name: 'Interested Buyers' }).click();
    await expect(page.getByRole('article', { name: 'Lead Buyer' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Lead Buyer' }).getByRole('link', { name: /call lead buyer/i })).toHaveAttribute(
      'href',
      /^tel:\+91\d{10}$/,
    );
  });

  test('My Enquiries: owner contact links, Save Enquiry to Saved Cars, Delete survives a reload', async ({ page, api }) => {
    const seller = await signUpAndSignIn(api, 'Enquiry Seller');
    const car = await createCar(api, seller, { carName: `Kia Seltos HTX ${Date.now()}`, brand: 'Kia', model: 'Seltos' });
    const buyer = await signUpAndSignIn(api, 'Enquiry Buyer');
    await api.post('/api/v1/enquiries', { carId: car.id }, buyer.token);
    const account = new AccountPage(page);
    await account.signInWith(buyer);
    await account.open('/settings/enquiries');
    const card = page.getByRole('article', { name: car.carName });
    await expect(card.getByRole('region', { name: 'Owner' })).toContainText('Enquiry Seller');
    await expect(card.getByRole('link', { name: 'Call Enquiry Seller' })).toHaveAttribute('href', `tel:+91${seller.user.mobileNumber}`);
    await expect(card.getByRole('link', { name: 'WhatsApp Enquiry Seller' })).toHaveAttribute(
      'href',
      `https://wa.me/91${seller.user.mobileNumber}`,
    );

    await page.getByRole('button', { name: `Actions for enquiry about ${car.carName}` }).click();
    await page.getByRole('menuitem', { name: 'Save Enquiry' }).click();
    await expect(page.getByText(`${car.carName} saved to your Saved Cars`)).toBeVisible();

    await page.getByRole('button', { name: `Actions for enquiry about ${car.carName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await account.dialog('Delete this enquiry?').getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No enquiries yet')).toBeVisible();

    await account.nav.getByRole('link', { name: 'Saved Cars' }).click();
    await expect(page.getByRole('article', { name: car.carName })).toBeVisible();
  });

  test('buy a package (a declined test payment, then a confirmed one) and see both under Bought Packages', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Package Buyer');
    const account = new AccountPage(page);
    await account.signInWith(session);
    await account.open('/settings/buy-packages');
    await expect(account.heading('Buy Packages')).toBeVisible();
    await expect(page.getByText('0 left of 0 ads')).toBeVisible();
    await page.getByText('10 Ads', { exact: true }).click();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Continue to Pay' }).click();
    const summary = page.getByRole('dialog', { name: 'Order Summary' });
    await expect(summary.getByRole('row', { name: /GST \(18%\)/ })).toContainText('₹540');
    await expect(summary.getByRole('row', { name: /Total/ })).toContainText('₹6,538');
    // A declined test payment: the order is kept as failed, nothing is credited.
    await summary.getByRole('button', { name: 'Pay ₹6,538' }).click();
    await expect(summary.getByRole('heading', { name: 'Test payment' })).toBeVisible();
    await summary.getByRole('button', { name: 'Decline test payment' }).click();
    await expect(summary.getByRole('alert')).toHaveText('Payment failed: Test payment declined');

    // Paid: create order -> test checkout -> the server verifies the signed answer.
    await summary.getByRole('button', { name: 'Pay ₹6,538' }).click();
    await summary.getByRole('button', { name: 'Confirm test payment' }).click();

    await expect(page).toHaveURL(/\/settings\/bought-packages$/);
    await expect(page.getByText('Payment successful. Your package is active.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Your packages' });
    await expect(table.getByRole('row', { name: /20 Ads/ })).toHaveCount(2);
    await expect(table.getByRole('row', { name: /20 Ads.*Active/ })).toBeVisible();
    const failed = table.getByRole('row', { name: /20 Ads.*Payment failed/ });
    await expect(failed).toContainText('Test payment declined');
    await expect(failed.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
    await page.reload();
    await expect(table.getByRole('row', { name: /20 Ads.*Active/ })).toContainText('₹6,538');
    await table
      .getByRole('row', { name: /20 Ads.*Active/ })
      .getByRole('button', { name: 'Invoice' })
      .click();
    await expect(page.getByRole('dialog', { name: /^Invoice / })).toContainText('₹540');
  });

  test('editing the profile changes the name in the header at once', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Profile Before');
    const account = new AccountPage(page);
    await account.signInWith(session);
    await account.open('/settings/profile');
    await expect(page.getByRole('banner').getByText('Profile Before').first()).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Pin Code').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid 6-digit Pin Code')).toBeVisible();
    await page.getByLabel('Pin Code').fill('411004');
    await page.getByLabel('Full Name').fill('Profile After');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Profile After').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full Name')).toHaveValue('Profile After');
    await expect(page.getByLabel('Pin Code')).toHaveValue('411004');
  });

  test('uploading a profile photo shows it in the side panel; a wrong file type gets a clear message', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Photo Tester');
    const account = new AccountPage(page);
    await account.signInWith(session);
    await account.open('/settings/profile');
    const panel = page.getByRole('complementary', { name: 'Account' });
    await panel
      .getByLabel('Upload profile photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(panel.getByRole('alert')).toHaveText('Please choose a JPEG or PNG image up to 20 MB');
    await panel
      .getByLabel('Upload profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_8X8, 'base64') });
    await expect(panel.getByText('Photo updated')).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Profile photo of Photo Tester' })).toBeVisible();
    await page.reload();
    await expect(panel.getByRole('img', { name: 'Profile photo of Photo Tester' })).toBeVisible();
  });

  test('mobile: compact section links and the screen fit 390 px @mobile', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Mobile Tester');
    const account = new AccountPage(page);
    await account.signInWith(session);
    await account.open('/settings/bought-packages');
    await expect(account.heading('Bought Packages')).toBeVisible();
    await expect(account.nav.getByRole('link', { name: 'Bought Packages' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
