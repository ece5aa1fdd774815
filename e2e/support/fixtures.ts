// Every spec imports `test` from here: one place for page objects and API helpers.
import { test as base, expect } from '@playwright/test';
import { ApiHelper } from './api-helper';

export const test = base.extend<{ api: ApiHelper }>({
  api: async ({ request }, use) => {
    await use(new ApiHelper(request));
  },
});

export { expect };
