// Component tests that fake @carmarket/shared's apiClient with vi.mock replace the module's
// export only; the package's own modules (the shared saved-cars query, for one) import the
// client directly. This puts a test's fake behind that same object, for the test file's life
// (vitest gives each test file its own modules).
import { apiClient } from '../api/api-client';
import type { EndpointClient } from '../contracts/api/call-endpoint';

/** A fake answers unknown JSON (apiClient's `T` is only the caller's word); patch and raw are optional. */
export interface FakeApiClient extends EndpointClient {
  patch?: EndpointClient['put'];
  raw?: () => never;
}

export function installFakeApiClient(fake: FakeApiClient): void {
  Object.assign(apiClient, fake);
}
