// Sign-in, session and profile, as the browser calls them: method and path, typed by the contracts in users.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type {
  getMeEndpoint,
  getUserProfileEndpoint,
  logoutEndpoint,
  sendOtpEndpoint,
  signupEndpoint,
  updateProfileEndpoint,
  verifyOtpEndpoint,
} from './users';

export const signupRoute = /* @__PURE__ */ endpointRoute<typeof signupEndpoint>('POST', '/api/v1/auth/signup');
export const sendOtpRoute = /* @__PURE__ */ endpointRoute<typeof sendOtpEndpoint>('POST', '/api/v1/auth/send-otp');
export const verifyOtpRoute = /* @__PURE__ */ endpointRoute<typeof verifyOtpEndpoint>('POST', '/api/v1/auth/verify-otp');
export const logoutRoute = /* @__PURE__ */ endpointRoute<typeof logoutEndpoint>('POST', '/api/v1/auth/logout');
export const getMeRoute = /* @__PURE__ */ endpointRoute<typeof getMeEndpoint>('GET', '/api/v1/auth/me');
export const getUserProfileRoute = /* @__PURE__ */ endpointRoute<typeof getUserProfileEndpoint>('POST', '/api/v1/profile/get-userProfile');
export const updateProfileRoute = /* @__PURE__ */ endpointRoute<typeof updateProfileEndpoint>('PUT', '/api/v1/profile');
