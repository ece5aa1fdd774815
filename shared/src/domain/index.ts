// Public entry of '@carmarket/shared/domain': node-safe domain types, constants, rules and the
// listing query model (no React, no DOM), imported by the API and by every remote.
// Values are re-exported by name, not with `export *`: the package is not "type": "module", so
// Node (tsx) loads it as CommonJS and only sees names listed statically. index.test.ts keeps the
// lists complete.

export type {
  UserType,
  SellerType,
  User,
  CarUser,
  CarAddress,
  CarImage,
  Car,
  Dealer,
  SavedCar,
  Enquiry,
  InterestedBuyer,
  PackagePlan,
  PackageOrderStatus,
  PackagePaymentStatus,
  PackageCheckout,
  PackagePaymentConfirmation,
  PackageOrder,
  InvoiceLine,
  PackageInvoice,
  ContactMessage,
  SellerDetails,
  SellerCar,
  FacetCount,
  ModelFacetCount,
  ListingFacets,
  PriceAndYearBounds,
  CarListingPage,
  HomeStats,
  ApiError,
} from './types';
export type { CarModelSpec, CarBrandSpec } from './brands';
export { CAR_BRANDS, LUXURY_BRANDS, LISTED_BRANDS, modelsOfBrand, variantsOfModel } from './brands';
export { BRAND_NAMES, LISTED_BRAND_NAMES, type LuxuryBrandName, type WizardBrandName } from './brand-names';
export type { CitySpec, StateSpec } from './places';
export { SELL_FORM_STATES, STATE_NAMES, citiesOfState, localitiesOfCity, LISTING_PLACES, localitiesOfListedCity } from './places';
export type { StateCities } from './locations';
export {
  SELL_FORM_STATE_CITIES,
  LISTING_STATE_CITIES,
  HEADER_CITIES,
  POPULAR_CITIES,
  INTERESTED_BUYER_CITIES,
  DEALER_CITIES,
  DEFAULT_CITY,
  CITY_STATE,
  LOCATIONS,
} from './locations';
export type { OwnerType, ListingSort, SeatOption } from './options';
export {
  FUEL_TYPES,
  FILTER_FUEL_TYPES,
  TRANSMISSIONS,
  FILTER_TRANSMISSIONS,
  OWNERSHIPS,
  MOBILE_OWNERSHIP_FILTER,
  OWNER_TYPES,
  WIZARD_BODY_TYPES,
  FILTER_BODY_TYPES,
  normalizeBodyType,
  SEAT_OPTIONS,
  SEATS_OPEN_ENDED_FROM,
  seatsChoiceOf,
  SELLER_TYPES,
  LISTING_SORTS,
  DEFAULT_LISTING_SORT,
  SORT_LABELS,
  PRICE_RANGE_DEFAULT,
  YEAR_RANGE_MIN,
  YEAR_RANGE_DEFAULT,
  KM_RANGE_DEFAULT,
  PRICE_STEP_DESKTOP,
  PRICE_STEP_MOBILE,
  YEAR_STEP,
  KM_STEP,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  DEFAULT_EMI_PER_MONTH,
  SELLER_CAR_DEFAULTS,
  DETAIL_EMI_PLACEHOLDER,
} from './options';
export {
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_EXPIRY_SECONDS,
  OTP_MAX_ATTEMPTS,
  MOBILE_NUMBER_LENGTH,
  COUNTRY_CODE,
  FULL_NAME_MIN_LENGTH,
  MESSAGES,
  EMAIL_PATTERN,
} from './auth';
export type { OrderTotal } from './packages';
export { GST_RATE, PACKAGE_PAYMENT_WINDOW_MINUTES, PACKAGE_PLANS, findPackagePlan, computeOrderTotal, addMonths } from './packages';
export type { UserTypeContext } from './user-type-label';
export { userTypeLabel } from './user-type-label';
export { sellerCarOf } from './seller-car';
export {
  formatLakhs,
  formatLakhsShort,
  formatCompact,
  formatIndianNumber,
  formatPriceChange,
  formatPriceRange,
  formatRupees,
  formatDdMmYyyy,
  INDIA_TIME_ZONE,
} from './format';
export type { ListingQuery, ListingQueryInput, ListingListKey } from '../listing/listing-query';
export {
  LISTING_PAGE_SIZE_DEFAULT,
  LISTING_PAGE_SIZE_MAX,
  listingQuerySchema,
  LIST_KEYS,
  ALL_LOCATIONS,
  NUMBER_KEYS,
  makeListingQuery,
  DEFAULT_LISTING_QUERY,
} from '../listing/listing-query';
export type { StrictParseResult } from '../listing/search-params';
export { listingQueryFromSearchParams, parseListingSearchParams, listingQueryToSearchParams } from '../listing/search-params';
export type { ListableCar } from '../listing/listing-rules';
export { listedAt, sortCars, clampRange } from '../listing/listing-rules';
export { brandModelRule, type BrandModelRule } from '../listing/brand-model-rule';
