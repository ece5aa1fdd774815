// Domain types as the API returns them: the contract between the API and every front-end remote.
// Each is z.infer of its endpoint contract's response schema (@carmarket/shared/api-contracts): one
// definition for the API's serializer and the browser's types. Type-only imports: no zod here.
import type { Car } from '../contracts/api/cars';

export type UserType = Car['user']['userType'];
export type SellerType = Car['sellerType'];

export type { Car, CarAddress, CarImage, CarUser } from '../contracts/api/cars';
export type { User } from '../contracts/api/users';
export type { SavedCar } from '../contracts/api/saved-cars';
export type { CarViewed, RecentlyViewedCar } from '../contracts/api/recently-viewed';
export type { Enquiry, InterestedBuyer } from '../contracts/api/enquiries';
export type {
  InvoiceLine,
  PackageCheckout,
  PackageInvoice,
  PackageOrder,
  PackageOrderStatus,
  PackagePaymentConfirmation,
  PackagePaymentStatus,
  PackagePlan,
} from '../contracts/api/packages';
export type { Dealer, SellerCar, SellerDetails } from '../contracts/api/sellers';
export type { ContactMessage, FacetCount, HomeStats } from '../contracts/api/site';
export type { CarListingPage, ListingFacets, ModelFacetCount, PriceAndYearBounds } from '../contracts/api/listing';

export interface ApiError {
  message: string;
}
