// Public entry of '@carmarket/shared/domain': node-safe domain types, constants, rules and the
// listing query model (no React, no DOM), imported by the API and by every remote.

export * from './types';
export * from './brands';
export * from './locations';
export * from './options';
export * from './auth';
export * from './packages';
export * from './format';
export * from '../listing/listing-query';
export * from '../listing/search-params';
export * from '../listing/apply-listing-query';
