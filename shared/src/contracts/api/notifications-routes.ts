// Alert notifications as the browser calls them: method and path, typed by the contracts in
// notifications.ts through a type-only import, so a page bundles no zod (ADR 0007); routes.test.ts
// keeps each equal to its contract.
import type { getNotificationSettingsEndpoint, unsubscribeEndpoint, updateNotificationSettingsEndpoint } from './notifications';
import { endpointRoute } from './endpoint';

export const getNotificationSettingsRoute = /* @__PURE__ */ endpointRoute<typeof getNotificationSettingsEndpoint>(
  'GET',
  '/api/v1/notifications/settings',
);
export const updateNotificationSettingsRoute = /* @__PURE__ */ endpointRoute<typeof updateNotificationSettingsEndpoint>(
  'PUT',
  '/api/v1/notifications/settings',
);
export const unsubscribeRoute = /* @__PURE__ */ endpointRoute<typeof unsubscribeEndpoint>('POST', '/api/v1/notifications/unsubscribe');
