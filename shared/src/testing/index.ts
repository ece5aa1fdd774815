export { renderWithProviders, type ProvidersOptions } from './render-with-providers';
export { API_FAILURES, failingFetch, HTML_ERROR_PAGE, type ApiFailure } from './api-failures';
export { installFakeApiClient, type FakeApiClient } from './fake-api-client';
export { makeCar, makeCarImage } from './make-car';
export { formAndContractMessages, itGivesEachCaseTheSameMessages, type FieldMessages, type FormParity } from './form-parity';
