export { renderWithProviders, type ProvidersOptions } from './render-with-providers';
