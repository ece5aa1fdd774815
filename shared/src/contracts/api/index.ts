// @carmarket/shared/api-contracts: one zod contract per endpoint, read by the API (validation and
// serialization) and by the browser (typed calls). A subpath, not the federated singleton's root:
// each app bundles only the contracts it calls, and `/` loads none it does not need.
export {
  defineEndpoint,
  endpointRoute,
  type EndpointRoute,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type HttpMethod,
} from './endpoint';
export { callEndpointWith, ContractMismatchError, endpointPath, type CallOptions, type EndpointClient } from './call-endpoint';
export { MAX_NUMBER_DIGITS, decimalInput, wholeNumberInput } from './number-input';
export { CAR_MESSAGES, CAR_RULES } from './car-rules';
export { createUpdateCarRoute, deleteCarRoute, getCarRoute, getSimilarCarsRoute, getUserCarsRoute, markCarSoldRoute } from './car-routes';
export { carImageRefSchema, carInputSchema, createUpdateCarEndpoint, type CarInput, type ParsedCarInput } from './car-input';
export {
  carAddressSchema,
  carIdParamsSchema,
  carImageSchema,
  carSchema,
  carUserSchema,
  deleteCarEndpoint,
  GET_ALL_PAGE_SIZE_MAX,
  getAllCarsEndpoint,
  getCarEndpoint,
  getSimilarCarsEndpoint,
  getUserCarsEndpoint,
  markCarSoldEndpoint,
  similarCarsQuerySchema,
  userTypeSchema,
  sellerTypeSchema,
  userIdBodySchema,
  type Car,
  type CarAddress,
  type CarImage,
  type CarUser,
} from './cars';
export {
  signupRoute,
  sendOtpRoute,
  verifyOtpRoute,
  logoutRoute,
  getMeRoute,
  getUserProfileRoute,
  updateProfileRoute,
  getCarListingRoute,
  getSavedCarsRoute,
  saveCarRoute,
  removeSavedCarRoute,
  createEnquiryRoute,
  getMyEnquiriesRoute,
  deleteEnquiryRoute,
  getReceivedEnquiriesRoute,
  getSellerRoute,
  reportSellerRoute,
  getDealersRoute,
  getPackagesRoute,
  createPackageOrderRoute,
  confirmPackageOrderRoute,
  getPackageOrdersRoute,
  renewPackageOrderRoute,
  getPackageInvoiceRoute,
  payTestOrderRoute,
  getHomeStatsRoute,
  getLocationsRoute,
  submitContactRoute,
  uploadImagesRoute,
} from './routes';
export {
  userSchema,
  type User,
  signupBodySchema,
  sendOtpBodySchema,
  verifyOtpBodySchema,
  profileChangesSchema,
  type ProfileChanges,
  signupEndpoint,
  sendOtpEndpoint,
  verifyOtpEndpoint,
  logoutEndpoint,
  getMeEndpoint,
  getUserProfileEndpoint,
  updateProfileEndpoint,
  getLastOtpEndpoint,
} from './users';
export { savedCarSchema, type SavedCar, getSavedCarsEndpoint, saveCarEndpoint, removeSavedCarEndpoint } from './saved-cars';
export {
  enquirySchema,
  type Enquiry,
  interestedBuyerSchema,
  type InterestedBuyer,
  createEnquiryEndpoint,
  getMyEnquiriesEndpoint,
  deleteEnquiryEndpoint,
  getReceivedEnquiriesEndpoint,
} from './enquiries';
export {
  packagePlanSchema,
  type PackagePlan,
  packageOrderStatusSchema,
  type PackageOrderStatus,
  packagePaymentStatusSchema,
  type PackagePaymentStatus,
  packageCheckoutSchema,
  type PackageCheckout,
  packageOrderSchema,
  type PackageOrder,
  invoiceLineSchema,
  type InvoiceLine,
  packageInvoiceSchema,
  type PackageInvoice,
  packagePaymentConfirmationSchema,
  type PackagePaymentConfirmation,
  packageOrderInputSchema,
  type PackageOrderInput,
  getPackagesEndpoint,
  createPackageOrderEndpoint,
  confirmPackageOrderEndpoint,
  getPackageOrdersEndpoint,
  renewPackageOrderEndpoint,
  getPackageInvoiceEndpoint,
  payTestOrderEndpoint,
} from './packages';
export {
  sellerCarSchema,
  type SellerCar,
  sellerDetailsSchema,
  type SellerDetails,
  getSellerEndpoint,
  reportSellerEndpoint,
  dealerSchema,
  type Dealer,
  getDealersEndpoint,
} from './sellers';
export {
  facetCountSchema,
  type FacetCount,
  homeStatsSchema,
  type HomeStats,
  getHomeStatsEndpoint,
  getLocationsEndpoint,
  PHONE_MESSAGE,
  contactMessageSchema,
  type ContactMessage,
  submitContactEndpoint,
} from './site';
export {
  modelFacetCountSchema,
  type ModelFacetCount,
  listingFacetsSchema,
  type ListingFacets,
  priceAndYearBoundsSchema,
  type PriceAndYearBounds,
  carListingPageSchema,
  type CarListingPage,
  getCarListingEndpoint,
} from './listing';
export { uploadImagesEndpoint } from './uploads';
export { idParams, requiredText } from './request-fields';
export { PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from './profile-rules';
export { REPORT_REASON_MAX_LENGTH, REPORT_REASON_MESSAGE } from './seller-report-rules';
export { getSitemapCarsEndpoint, sitemapCarsPageSchema, sitemapCarsQuerySchema, SITEMAP_PAGE_MAX } from './sitemap';
