// Every mf-account test file runs with the fake API in place of @carmarket/shared's apiClient and
// callEndpoint (see fake-api.ts), reset before each test. A test file that needs more of the module
// replaced (e.g. requestSignIn) mocks '@carmarket/shared' itself, spreading fakeApiModule.
import { fakeApi } from './fake-api';

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('./fake-api')).fakeApiModule,
}));

beforeEach(() => fakeApi.reset());
