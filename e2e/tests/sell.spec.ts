import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { ApiHelper } from '../support/api-helper';
import { expectImageLoadedFrom, imageStem, SELL_FIXTURES, SellPage, type SellCarInput } from '../support/pages/sell-page';

function randomMobile() {
  return `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
}

/** A fresh owner of our own, signed in through the API and stored as the app stores a session. */
async function signUpAndSignIn(api: ApiHelper, page: Page) {
  const mobileNumber = randomMobile();
  await api.post('/api/v1/auth/signup', { fullName: 'Sell Journey Tester', email: `seller.${mobileNumber}@example.com`, mobileNumber });
  const session = await api.signIn(mobileNumber);
  await page.addInitScript(
    ([token, user]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return session;
}

const swift: SellCarInput = {
  sellerType: 'Owner',
  state: 'Maharashtra',
  city: 'Pune',
  locality: 'Baner',
  brand: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXi',
  manufacturingYear: '2019',
  fuelType: 'Petrol',
  transmission: 'Manual',
  kmDriven: '42000',
  registrationYear: '2019',
  seats: '5',
  ownership: '1st',
  bodyType: 'Hatchback',
  price: '550000',
};

interface ApiCar {
  id: string;
  carName: string;
  carPrice: number;
  variant: string;
  kmDriven: number;
  isSale: string;
  isSold: boolean;
  sellerType: string;
  address: { state: string; city: string; locality: string };
  carImages: Array<{ id: string; url: string; thumbUrl: string; cardUrl: string; galleryUrl: string }>;
}

test.describe('sell a car', () => {
  test('list a car with two real photos, see it on its page, on /buy-car and in My Listings, then edit it', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, page);
    const sell = new SellPage(page);
    await sell.goto();
    await sell.fillCar(swift);

    const dialog = sell.uploadDialog();
    await expect(dialog.getByText('jpeg, jpg and png, up to 20 MB', { exact: false })).toBeVisible();
    await sell.addPhotos([SELL_FIXTURES.frontJpeg, SELL_FIXTURES.sidePng]);
    await expect(dialog.getByText('2 photos added.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Cover photo: sell-car-front.jpg' })).toBeVisible();
    await expect(dialog.getByText('Cover photo', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('5,50,000');

    // Signed in, the photos upload as soon as they are picked, so a reload keeps them.
    await expect(dialog.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await page.reload();
    await expect(dialog.getByText('2 photos added.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Cover photo: Photo 1' })).toBeVisible();

    const { car: created } = await sell.submit();
    expect(created.carName).toBe('Maruti Suzuki Swift VXi');
    expect(created.carImages).toHaveLength(2);

    // Home shows the confirmation with a link to the new listing.
    await expect(page).toHaveURL(/\/$/);
    const confirmation = page.getByRole('status').filter({ hasText: 'Your car is live' });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole('link', { name: 'View your listing' }).click();
    await expect(page).toHaveURL(new RegExp(`/buy-car/${created.id}$`));

    // The detail page shows the car and its uploaded photos.
    await expect(page.getByRole('heading', { level: 1, name: /Maruti Suzuki Swift VXi/ })).toBeVisible();
    const imageIds = created.carImages.map((image) => image.id);
    // Both uploaded photos are shown (gallery and thumbnails) and actually load.
    const stems = created.carImages.map((image) => imageStem(image.url));
    await expect
      .poll(async () => {
        const loaded = await page
          .locator('img')
          .evaluateAll((images) =>
            (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.currentSrc || img.src),
          );
        return stems.filter((stem) => loaded.some((src) => src.startsWith(stem))).length;
      })
      .toBe(2);

    // The API has it, with both photos in the order chosen, as the user's car.
    const userCars = await api.post<{ cars: ApiCar[] }>('/api/v1/car/get-user-cars', { userId: session.user.id });
    const listed = userCars.cars.find((car) => car.id === created.id);
    expect(listed).toMatchObject({
      carName: 'Maruti Suzuki Swift VXi',
      carPrice: 550000,
      kmDriven: 42000,
      isSale: 'Sell',
      isSold: false,
      sellerType: 'Owner',
      address: { state: 'Maharashtra', city: 'Pune', locality: 'Baner' },
    });
    expect(listed?.carImages.map((image) => image.id)).toEqual(imageIds);

    // /buy-car lists it: a search for the model finds its card, whose cover is the uploaded photo.
    await page.goto('/buy-car?search=Swift&location=Pune');
    const listingCard = page
      .getByRole('article', { name: 'Maruti Suzuki Swift VXi' })
      .filter({ has: page.locator(`a[href="/buy-car/${created.id}"]`) });
    await expect(listingCard).toHaveCount(1);
    await expectImageLoadedFrom(listingCard.getByRole('img', { name: 'Maruti Suzuki Swift VXi' }), created.carImages[0]!.url);

    // My Listings shows it with its cover photo; its Edit goes to /sell?edit=<id>.
    await page.goto('/settings/listings');
    await expect(page.getByRole('heading', { name: 'Maruti Suzuki Swift VXi' })).toBeVisible();
    await expectImageLoadedFrom(page.getByRole('img', { name: 'Maruti Suzuki Swift VXi' }), created.carImages[0]!.url);
    await page.getByRole('button', { name: 'Actions for Maruti Suzuki Swift VXi' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/sell\\?edit=${created.id}$`));

    // Edit mode: only the hero and the pre-filled wizard; no Back on step 1.
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your car details' })).toBeVisible();
    await expect(sell.stepIndicator(1)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Maruti Suzuki');
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Swift');
    await page.getByLabel('Variant', { exact: true }).selectOption('ZXi');
    await sell.nextButton.click();
    await expect(page.getByLabel('Km driven', { exact: true })).toHaveValue('42000');
    await sell.nextButton.click();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('5,50,000');
    await page.getByLabel('Price', { exact: true }).fill('700000');
    await expect(page.getByText('7 Lakhs', { exact: true })).toBeVisible();
    await sell.nextButton.click();
    const editDialog = sell.uploadDialog('edit');
    await expect(editDialog.getByText('2 photos added.')).toBeVisible();
    await editDialog.getByRole('button', { name: 'Move photo 2 up' }).click();
    const { car: updated } = await sell.submit('edit');
    expect(updated.id).toBe(created.id);
    expect(updated.carImages.map((image) => image.id)).toEqual([imageIds[1], imageIds[0]]);

    await expect(page.getByRole('status').filter({ hasText: 'Your changes are live' })).toBeVisible();
    await page.goto(`/buy-car/${created.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /Maruti Suzuki Swift ZXi/ })).toBeVisible();
    await expect(page.getByText(/7 Lakhs|7,00,000/).first()).toBeVisible();
    const after = await api.get<{ car: ApiCar }>(`/api/v1/cars/${created.id}`);
    expect(after.car).toMatchObject({ carName: 'Maruti Suzuki Swift ZXi', variant: 'ZXi', carPrice: 700000 });

    // My Listings shows the edited name, with the photo moved first as its cover.
    await page.goto('/settings/listings');
    await expect(page.getByRole('heading', { name: 'Maruti Suzuki Swift ZXi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maruti Suzuki Swift VXi' })).toHaveCount(0);
    await expectImageLoadedFrom(page.getByRole('img', { name: 'Maruti Suzuki Swift ZXi' }), updated.carImages[0]!.url);
  });

  test('refuses a text file named .png and a file of another type before uploading', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/uploads')) uploads.push(request.url());
    });
    const sell = new SellPage(page);
    await sell.goto();
    await sell.fillCar({ ...swift, state: 'Gujarat', city: 'Surat', locality: 'Vesu' });
    const dialog = sell.uploadDialog();
    await dialog.getByLabel('Choose photos', { exact: true }).setInputFiles([
      { name: 'sell-fake-image.png', mimeType: 'image/png', buffer: readFileSync(SELL_FIXTURES.fakePng) },
      { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not a photo') },
    ]);
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('sell-fake-image.png is not a JPEG or PNG image');
    await expect(alert).toContainText('brochure.pdf is not a JPEG or PNG image');
    await expect(dialog.getByText('No photos added yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Post Car' }).click();
    await expect(dialog.getByText('Please add at least one photo of your car.')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('a draft survives a reload', async ({ page }) => {
    const sell = new SellPage(page);
    await sell.goto();
    await sell.fillLocation({ sellerType: 'Dealer', state: 'Telangana', city: 'Hyderabad', locality: 'Gachibowli' });
    await sell.fillStep1({ brand: 'Kia', model: 'Seltos', variant: 'HTX', manufacturingYear: '2021' });
    await page.getByLabel('Km driven', { exact: true }).fill('18000');
    await page.reload();
    await expect(sell.stepIndicator(2)).toBeVisible();
    await expect(page.getByLabel('Km driven', { exact: true })).toHaveValue('18000');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Variant', { exact: true })).toHaveValue('HTX');
  });

  test('a guest who reaches Post Car signs in and the post carries on with what they entered', async ({ page, api }) => {
    const mobileNumber = randomMobile();
    await api.post('/api/v1/auth/signup', { fullName: 'Guest Seller', email: `guest.${mobileNumber}@example.com`, mobileNumber });
    const sell = new SellPage(page);
    await sell.goto();
    await sell.fillCar({ ...swift, brand: 'Tata', model: 'Nexon', variant: 'Creative', bodyType: 'SUV', price: '875000' });
    await sell.addPhotos([SELL_FIXTURES.rearJpeg]);
    await expect(sell.uploadDialog().getByText('1 photo added.')).toBeVisible();

    const responsePromise = page.waitForResponse((response) => response.url().includes('/api/v1/car/create-update'));
    await sell.uploadDialog().getByRole('button', { name: 'Post Car' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login.getByText('Sign in to post your car')).toBeVisible();
    await login.getByLabel('Mobile number').fill(mobileNumber);
    await login.getByRole('button', { name: 'Send OTP' }).click();
    await expect(login.getByLabel('OTP')).toBeVisible();
    await login.getByLabel('OTP').fill(await api.lastOtp(mobileNumber));
    await login.getByRole('button', { name: 'Verify OTP' }).click();

    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { car } = (await response.json()) as { car: ApiCar };
    expect(car).toMatchObject({ carName: 'Tata Nexon Creative', carPrice: 875000 });
    expect(car.carImages).toHaveLength(1);
    await expect(page.getByRole('status').filter({ hasText: 'Your car is live' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('sell.draft'))).toBeNull();
  });

  test('post a car with the keyboard only', async ({ page, api }) => {
    await signUpAndSignIn(api, page);
    await page.goto('/sell');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    /** Presses Tab until the control with this label has focus (proves it is reachable, in order). */
    async function tabTo(label: string) {
      const target = page
        .getByLabel(label, { exact: true })
        .or(page.getByRole('button', { name: label, exact: true }))
        .first();
      for (let presses = 0; presses < 60; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${label}`);
    }
    async function choose(label: string, typed: string) {
      await tabTo(label);
      await page.keyboard.type(typed, { delay: 30 });
    }

    await tabTo('Owner');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Dealer' })).toBeChecked();
    await choose('State', 'Gujarat');
    await choose('City', 'Ahmedabad');
    await choose('Locality', 'Satellite');
    await tabTo('Next');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await choose('Brand', 'Honda');
    await choose('Model', 'City');
    await choose('Variant', 'VX');
    await choose('Manufacturing year', '2020');
    await tabTo('Next');
    await page.keyboard.press('Enter');

    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await choose('Fuel type', 'Petrol');
    await choose('Transmission', 'Automatic');
    await choose('Km driven', '31000');
    await choose('Registration year', '2021');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // implicit submit from the km field

    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await choose('Seats', '5');
    await choose('Ownership', '2nd');
    await choose('Body type', 'Sedan');
    await choose('Price', '1125000');
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('11,25,000');
    await page.keyboard.press('Enter');

    const dialog = new SellPage(page).uploadDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('jpeg, jpg and png, up to 20 MB');
    await tabTo('Choose photos');
    const chooserPromise = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooserPromise).setFiles([SELL_FIXTURES.sidePng, SELL_FIXTURES.frontJpeg]);
    await expect(dialog.getByText('2 photos added.')).toBeVisible();
    await tabTo('Move photo 2 up');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('img', { name: 'Cover photo: sell-car-front.jpg' })).toBeVisible();

    const responsePromise = page.waitForResponse((response) => response.url().includes('/api/v1/car/create-update'));
    await tabTo('Post Car');
    await page.keyboard.press('Enter');
    const { car } = (await (await responsePromise).json()) as { car: ApiCar };
    expect(car).toMatchObject({
      carName: 'Honda City VX',
      carPrice: 1125000,
      kmDriven: 31000,
      sellerType: 'Dealer',
      address: { state: 'Gujarat', city: 'Ahmedabad', locality: 'Satellite' },
    });
    await expect(page.getByRole('status').filter({ hasText: 'Your car is live' })).toBeVisible();
  });

  test('the sell page works at phone width @mobile', async ({ page }) => {
    const sell = new SellPage(page);
    await sell.goto();
    // Nothing of the sell page sticks out of the main area (the carousel's off-screen slides are clipped by design).
    const overflowing = await page.getByRole('main').evaluate((main) => {
      const limit = main.getBoundingClientRect().right + 1;
      return Array.from(main.querySelectorAll('*'))
        .filter((element) => !element.closest('[aria-roledescription="slide"]') && element.getBoundingClientRect().right > limit)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    });
    expect(overflowing).toEqual([]);
    await sell.fillCar({ ...swift, state: 'Punjab', city: 'Ludhiana', locality: 'Model Town' });
    await sell.addPhotos([SELL_FIXTURES.frontJpeg]);
    await expect(sell.uploadDialog().getByText('Cover photo', { exact: true })).toBeVisible();
    await expect(sell.uploadDialog().getByRole('button', { name: 'Post Car' })).toBeInViewport();
  });
});
