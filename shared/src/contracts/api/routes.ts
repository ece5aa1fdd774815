// The endpoints as the browser calls them (besides the car ones in car-routes.ts): method and path,
// typed by their contracts through type-only imports, so a page bundles no zod for its calls
// (ADR 0007). Pure calls: a bundle keeps only the routes it calls. routes.test.ts keeps each one
// equal to its contract.
import type * as enquiries from './enquiries';
import { endpointRoute } from './endpoint';
import type * as listing from './listing';
import type * as packages from './packages';
import type * as savedCars from './saved-cars';
import type * as sellers from './sellers';
import type * as site from './site';
import type * as uploads from './uploads';
import type * as users from './users';

// Sign-in, session, profile
export const signupRoute = /* @__PURE__ */ endpointRoute<typeof users.signupEndpoint>('POST', '/api/v1/auth/signup');
export const sendOtpRoute = /* @__PURE__ */ endpointRoute<typeof users.sendOtpEndpoint>('POST', '/api/v1/auth/send-otp');
export const verifyOtpRoute = /* @__PURE__ */ endpointRoute<typeof users.verifyOtpEndpoint>('POST', '/api/v1/auth/verify-otp');
export const logoutRoute = /* @__PURE__ */ endpointRoute<typeof users.logoutEndpoint>('POST', '/api/v1/auth/logout');
export const getMeRoute = /* @__PURE__ */ endpointRoute<typeof users.getMeEndpoint>('GET', '/api/v1/auth/me');
export const getUserProfileRoute = /* @__PURE__ */ endpointRoute<typeof users.getUserProfileEndpoint>(
  'POST',
  '/api/v1/profile/get-userProfile',
);
export const updateProfileRoute = /* @__PURE__ */ endpointRoute<typeof users.updateProfileEndpoint>('PUT', '/api/v1/profile');

// Listing, saved cars, enquiries, sellers, dealers
export const getCarListingRoute = /* @__PURE__ */ endpointRoute<typeof listing.getCarListingEndpoint>('GET', '/api/v1/cars');
export const getSavedCarsRoute = /* @__PURE__ */ endpointRoute<typeof savedCars.getSavedCarsEndpoint>('GET', '/api/v1/saved-cars');
export const saveCarRoute = /* @__PURE__ */ endpointRoute<typeof savedCars.saveCarEndpoint>('POST', '/api/v1/saved-cars');
export const removeSavedCarRoute = /* @__PURE__ */ endpointRoute<typeof savedCars.removeSavedCarEndpoint>(
  'DELETE',
  '/api/v1/saved-cars/:carId',
);
export const createEnquiryRoute = /* @__PURE__ */ endpointRoute<typeof enquiries.createEnquiryEndpoint>('POST', '/api/v1/enquiries');
export const getMyEnquiriesRoute = /* @__PURE__ */ endpointRoute<typeof enquiries.getMyEnquiriesEndpoint>('GET', '/api/v1/enquiries/mine');
export const deleteEnquiryRoute = /* @__PURE__ */ endpointRoute<typeof enquiries.deleteEnquiryEndpoint>('DELETE', '/api/v1/enquiries/:id');
export const getReceivedEnquiriesRoute = /* @__PURE__ */ endpointRoute<typeof enquiries.getReceivedEnquiriesEndpoint>(
  'GET',
  '/api/v1/enquiries/received',
);
export const getSellerRoute = /* @__PURE__ */ endpointRoute<typeof sellers.getSellerEndpoint>('GET', '/api/v1/sellers/:userId');
export const reportSellerRoute = /* @__PURE__ */ endpointRoute<typeof sellers.reportSellerEndpoint>(
  'POST',
  '/api/v1/sellers/:userId/report',
);
export const getDealersRoute = /* @__PURE__ */ endpointRoute<typeof sellers.getDealersEndpoint>('GET', '/api/v1/dealers');

// Packages
export const getPackagesRoute = /* @__PURE__ */ endpointRoute<typeof packages.getPackagesEndpoint>('GET', '/api/v1/packages');
export const createPackageOrderRoute = /* @__PURE__ */ endpointRoute<typeof packages.createPackageOrderEndpoint>(
  'POST',
  '/api/v1/package-orders',
);
export const confirmPackageOrderRoute = /* @__PURE__ */ endpointRoute<typeof packages.confirmPackageOrderEndpoint>(
  'POST',
  '/api/v1/package-orders/:id/confirm',
);
export const getPackageOrdersRoute = /* @__PURE__ */ endpointRoute<typeof packages.getPackageOrdersEndpoint>(
  'GET',
  '/api/v1/package-orders',
);
export const renewPackageOrderRoute = /* @__PURE__ */ endpointRoute<typeof packages.renewPackageOrderEndpoint>(
  'POST',
  '/api/v1/package-orders/:id/renew',
);
export const getPackageInvoiceRoute = /* @__PURE__ */ endpointRoute<typeof packages.getPackageInvoiceEndpoint>(
  'GET',
  '/api/v1/package-orders/:id/invoice',
);
export const payTestOrderRoute = /* @__PURE__ */ endpointRoute<typeof packages.payTestOrderEndpoint>(
  'POST',
  '/api/v1/dev/payments/:providerOrderId',
);

// The shell's calls, uploads
export const getHomeStatsRoute = /* @__PURE__ */ endpointRoute<typeof site.getHomeStatsEndpoint>('GET', '/api/v1/stats/home');
export const getLocationsRoute = /* @__PURE__ */ endpointRoute<typeof site.getLocationsEndpoint>('GET', '/api/v1/locations');
export const submitContactRoute = /* @__PURE__ */ endpointRoute<typeof site.submitContactEndpoint>('POST', '/api/contact');
export const uploadImagesRoute = /* @__PURE__ */ endpointRoute<typeof uploads.uploadImagesEndpoint>('POST', '/api/v1/uploads');
