// Page object for mf-sell (/sell): hero form, the three wizard steps and the upload dialog.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { repoRoot } from '../servers';

export const SELL_FIXTURES = {
  frontJpeg: path.join(repoRoot, 'e2e/fixtures/sell-car-front.jpg'),
  sidePng: path.join(repoRoot, 'e2e/fixtures/sell-car-side.png'),
  rearJpeg: path.join(repoRoot, 'e2e/fixtures/sell-car-rear.jpg'),
  fakePng: path.join(repoRoot, 'e2e/fixtures/sell-fake-image.png'),
};

/** The part of an uploaded image's URL all its size variants share ('.../uploads/<id>' of '.../uploads/<id>-1280.jpg'). */
export function imageStem(url: string): string {
  return url.replace(/-\d+\.(jpg|jpeg|png|webp)$/, '');
}

/** Waits until this <img> has loaded (naturalWidth > 0) from a variant of the uploaded image at `url`. */
export async function expectImageLoadedFrom(image: Locator, url: string) {
  await image.scrollIntoViewIfNeeded();
  const stem = imageStem(url);
  await expect
    .poll(
      () =>
        image.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 ? img.currentSrc || img.src : `not loaded: ${img.currentSrc || img.src}`,
        ),
      {
        message: `image loaded from ${stem}-*`,
      },
    )
    .toMatch(new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+\\.(jpg|webp)$`));
}

export interface SellCarInput {
  sellerType?: 'Owner' | 'Dealer';
  state: string;
  city: string;
  locality: string;
  brand: string;
  model: string;
  variant: string;
  manufacturingYear: string;
  fuelType: string;
  transmission: string;
  kmDriven: string;
  registrationYear: string;
  seats: string;
  ownership: string;
  bodyType: string;
  price: string;
}

export class SellPage {
  constructor(readonly page: Page) {}

  async goto(editCarId?: string) {
    await this.page.goto(editCarId ? `/sell?edit=${encodeURIComponent(editCarId)}` : '/sell');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  get nextButton(): Locator {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }

  stepIndicator(step: number): Locator {
    return this.page.getByText(`Step ${step} of 3`);
  }

  async fillLocation(input: Pick<SellCarInput, 'sellerType' | 'state' | 'city' | 'locality'>) {
    if (input.sellerType) await this.page.getByRole('radio', { name: input.sellerType }).check();
    await this.page.getByLabel('State', { exact: true }).selectOption(input.state);
    await this.page.getByLabel('City', { exact: true }).selectOption(input.city);
    await this.page.getByLabel('Locality', { exact: true }).selectOption(input.locality);
    await this.nextButton.click();
    await expect(this.stepIndicator(1)).toBeVisible();
  }

  async fillStep1(input: Pick<SellCarInput, 'brand' | 'model' | 'variant' | 'manufacturingYear'>) {
    await this.page.getByLabel('Brand', { exact: true }).selectOption(input.brand);
    await this.page.getByLabel('Model', { exact: true }).selectOption(input.model);
    await this.page.getByLabel('Variant', { exact: true }).selectOption(input.variant);
    await this.page.getByLabel('Manufacturing year', { exact: true }).selectOption(input.manufacturingYear);
    await this.nextButton.click();
    await expect(this.stepIndicator(2)).toBeVisible();
  }

  async fillStep2(input: Pick<SellCarInput, 'fuelType' | 'transmission' | 'kmDriven' | 'registrationYear'>) {
    await this.page.getByLabel('Fuel type', { exact: true }).selectOption(input.fuelType);
    await this.page.getByLabel('Transmission', { exact: true }).selectOption(input.transmission);
    await this.page.getByLabel('Km driven', { exact: true }).fill(input.kmDriven);
    await this.page.getByLabel('Registration year', { exact: true }).selectOption(input.registrationYear);
    await this.nextButton.click();
    await expect(this.stepIndicator(3)).toBeVisible();
  }

  async fillStep3(input: Pick<SellCarInput, 'seats' | 'ownership' | 'bodyType' | 'price'>) {
    await this.page.getByLabel('Seats', { exact: true }).fill(input.seats);
    await this.page.getByLabel('Ownership', { exact: true }).selectOption(input.ownership);
    await this.page.getByLabel('Body type', { exact: true }).selectOption(input.bodyType);
    await this.page.getByLabel('Price', { exact: true }).fill(input.price);
    await this.nextButton.click();
  }

  async fillCar(input: SellCarInput) {
    await this.fillLocation(input);
    await this.fillStep1(input);
    await this.fillStep2(input);
    await this.fillStep3(input);
    await expect(this.uploadDialog()).toBeVisible();
  }

  uploadDialog(mode: 'new' | 'edit' = 'new'): Locator {
    return this.page.getByRole('dialog', { name: mode === 'edit' ? 'Update the photos of your car' : 'Add photos of your car' });
  }

  async addPhotos(files: string[], mode: 'new' | 'edit' = 'new') {
    await this.uploadDialog(mode).getByLabel('Choose photos', { exact: true }).setInputFiles(files);
  }

  /** Clicks the final button and returns the create-update response body. */
  async submit(mode: 'new' | 'edit' = 'new') {
    const responsePromise = this.page.waitForResponse(
      (response) => response.url().includes('/api/v1/car/create-update') && response.request().method() === 'POST',
    );
    await this.uploadDialog(mode)
      .getByRole('button', { name: mode === 'edit' ? 'Update Car Details' : 'Post Car' })
      .click();
    const response = await responsePromise;
    expect(response.ok(), `create-update answered ${response.status()}`).toBe(true);
    return (await response.json()) as {
      car: { id: string; carName: string; carPrice: number; carImages: Array<{ id: string; url: string }> };
    };
  }
}
