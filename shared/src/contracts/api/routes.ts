// The endpoints as the browser calls them (besides the car ones in car-routes.ts): method and path,
// typed by their contracts through type-only imports, so a page bundles no zod for its calls
// (ADR 0007). routes.test.ts keeps each one equal to its contract.
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
export const signupRoute = endpointRoute<typeof users.signupEndpoint>('POST', '/api/v1/auth/signup');
export const sendOtpRoute = endpointRoute<typeof users.sendOtpEndpoint>('POST', '/api/v1/auth/send-otp');
export const verifyOtpRoute = endpointRoute<typeof users.verifyOtpEndpoint>('POST', '/api/v1/auth/verify-otp');
export const logoutRoute = endpointRoute<typeof users.logoutEndpoint>('POST', '/api/v1/auth/logout');
export const getMeRoute = endpointRoute<typeof users.getMeEndpoint>('GET', '/api/v1/auth/me');
export const getUserProfileRoute = endpointRoute<typeof users.getUserProfileEndpoint>('POST', '/api/v1/profile/get-userProfile');
export const updateProfileRoute = endpointRoute<typeof users.updateProfileEndpoint>('PUT', '/api/v1/profile');

// Listing, saved cars, enquiries, sellers, dealers
export const getCarListingRoute = endpointRoute<typeof listing.getCarListingEndpoint>('GET', '/api/v1/cars');
export const getSavedCarsRoute = endpointRoute<typeof savedCars.getSavedCarsEndpoint>('GET', '/api/v1/saved-cars');
export const saveCarRoute = endpointRoute<typeof savedCars.saveCarEndpoint>('POST', '/api/v1/saved-cars');
export const removeSavedCarRoute = endpointRoute<typeof savedCars.removeSavedCarEndpoint>('DELETE', '/api/v1/saved-cars/:carId');
export const createEnquiryRoute = endpointRoute<typeof enquiries.createEnquiryEndpoint>('POST', '/api/v1/enquiries');
export const getMyEnquiriesRoute = endpointRoute<typeof enquiries.getMyEnquiriesEndpoint>('GET', '/api/v1/enquiries/mine');
export const deleteEnquiryRoute = endpointRoute<typeof enquiries.deleteEnquiryEndpoint>('DELETE', '/api/v1/enquiries/:id');
export const getReceivedEnquiriesRoute = endpointRoute<typeof enquiries.getReceivedEnquiriesEndpoint>('GET', '/api/v1/enquiries/received');
export const getSellerRoute = endpointRoute<typeof sellers.getSellerEndpoint>('GET', '/api/v1/sellers/:userId');
export const reportSellerRoute = endpointRoute<typeof sellers.reportSellerEndpoint>('POST', '/api/v1/sellers/:userId/report');
export const getDealersRoute = endpointRoute<typeof sellers.getDealersEndpoint>('GET', '/api/v1/dealers');

// Packages
export const getPackagesRoute = endpointRoute<typeof packages.getPackagesEndpoint>('GET', '/api/v1/packages');
export const createPackageOrderRoute = endpointRoute<typeof packages.createPackageOrderEndpoint>('POST', '/api/v1/package-orders');
export const confirmPackageOrderRoute = endpointRoute<typeof packages.confirmPackageOrderEndpoint>(
  'POST',
  '/api/v1/package-orders/:id/confirm',
);
export const getPackageOrdersRoute = endpointRoute<typeof packages.getPackageOrdersEndpoint>('GET', '/api/v1/package-orders');
export const renewPackageOrderRoute = endpointRoute<typeof packages.renewPackageOrderEndpoint>('POST', '/api/v1/package-orders/:id/renew');
export const getPackageInvoiceRoute = endpointRoute<typeof packages.getPackageInvoiceEndpoint>('GET', '/api/v1/package-orders/:id/invoice');
export const payTestOrderRoute = endpointRoute<typeof packages.payTestOrderEndpoint>('POST', '/api/v1/dev/payments/:providerOrderId');

// The shell's calls, uploads
export const getHomeStatsRoute = endpointRoute<typeof site.getHomeStatsEndpoint>('GET', '/api/v1/stats/home');
export const getLocationsRoute = endpointRoute<typeof site.getLocationsEndpoint>('GET', '/api/v1/locations');
export const submitContactRoute = endpointRoute<typeof site.submitContactEndpoint>('POST', '/api/contact');
export const uploadImagesRoute = endpointRoute<typeof uploads.uploadImagesEndpoint>('POST', '/api/v1/uploads');
