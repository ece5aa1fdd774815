// Component tests that fake @carmarket/shared's apiClient with vi.mock replace the module's
// export only; the package's own modules (the shared saved-cars query, for one) import the
// client directly. This puts a test's fake behind that same object, for the test file's life
// (vitest gives each test file its own modules).
import { apiClient } from '../api/api-client';

export function installFakeApiClient(fake: Partial<typeof apiClient>): void {
  Object.assign(apiClient, fake);
}
