// Every endpoint as the browser calls it, besides the car ones (car-routes.ts): one module per
// feature (<feature>-routes.ts), re-exported here for '@carmarket/shared/api-contracts' and the
// test that keeps each route equal to its contract. Webpack follows these re-exports to the feature
// modules (the package has no side effects), so a chunk bundles only the routes it calls and their
// modules land in the chunks of the features that call them.
export * from './users-routes';
export * from './listing-routes';
export * from './saved-cars-routes';
export * from './recently-viewed-routes';
export * from './saved-searches-routes';
export * from './alerts-routes';
export * from './notifications-routes';
export * from './enquiries-routes';
export * from './sellers-routes';
export * from './packages-routes';
export * from './site-routes';
export * from './uploads-routes';
export * from './telemetry-routes';
export * from './release-health-routes';
