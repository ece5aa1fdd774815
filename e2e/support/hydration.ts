// A server-rendered page shows its markup before React has hydrated it: typing into a field or
// clicking a button then is lost (React resets the field) or is the browser's own (a native form
// submission). React marks every element it has hydrated with a `__reactProps$…` property.
import { expect, type Locator } from '@playwright/test';

/** Waits until React has hydrated (or rendered) the element `locator` points at. */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'hydrated by React',
    })
    .toBe(true);
}
