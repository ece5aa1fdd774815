// Domain types as the API returns them: the contract between the API and every front-end remote.
import type { Car } from '../contracts/api/cars';

export type UserType = 'EndUser' | 'Owner' | 'Seller' | 'Dealer';
export type SellerType = 'Owner' | 'Dealer';

export interface User {
  id: string;
  fullName: string;
  email: string | null;
  mobileNumber: string;
  userType: UserType;
  image: string | null;
  avatar: string | null;
  address: string | null;
  landmark: string | null;
  city: string | null;
  pin: string | null;
  createdAt: string;
}

// The car, its seller summary, address and images: inferred from the endpoint contracts (one
// definition for the API's serializer and the browser's types).
export type { Car, CarAddress, CarImage, CarUser } from '../contracts/api/cars';
export interface Dealer {
  id: string;
  name: string;
  role: string;
  city: string;
  location: string;
  phone: string;
  imageUrl: string | null;
  rating: number;
  carsListed: number;
  /** The dealer's user account, when the dealer also lists cars. */
  userId: string | null;
}

export interface SavedCar {
  id: string;
  savedAt: string;
  car: Car;
}

/** An enquiry made by the signed-in buyer (My Enquiries). */
export interface Enquiry {
  id: string;
  createdAt: string;
  message: string | null;
  car: Car;
  owner: {
    id: string;
    name: string;
    role: string;
    phone: string;
    address: string;
    avatar: string | null;
  };
}

/** A buyer who enquired about one of my cars (Interested Buyers, lead CSVs). */
export interface InterestedBuyer {
  id: string;
  enquiryId: string;
  createdAt: string;
  name: string;
  role: string;
  phone: string;
  email: string | null;
  location: string;
  preferences: string[];
  message: string | null;
  carId: string;
  carTitle: string;
  carPrice: number;
}

export interface PackagePlan {
  id: string;
  durationLabel: string;
  durationMonths: number;
  ads: number;
  adsLabel: string;
  featuredDays: number;
  price: number;
}

/** The package's validity (spec: Active or Expired); an order that is not paid is 'Inactive'. */
export type PackageOrderStatus = 'Active' | 'Expired' | 'Inactive';

/**
 * Where the payment of an order stands: 'pending' until the payment provider confirms it ('paid'),
 * reports a failed payment ('failed') or the payment window closes unpaid ('expired').
 */
export type PackagePaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** What the client needs to open the payment provider's checkout for a pending order. */
export interface PackageCheckout {
  /** 'dev': a test-mode gateway inside the API (local runs and tests); 'razorpay': Razorpay Checkout. */
  provider: 'dev' | 'razorpay';
  /** Razorpay key id (public); null for the dev provider. */
  keyId: string | null;
  /** The provider's order id (Razorpay `order_...`). */
  providerOrderId: string;
  /** In paise, as the provider takes it. */
  amount: number;
  currency: 'INR';
  description: string;
  /** The payment window closes then; the order expires unpaid. */
  expiresAt: string;
}

/** The signed answer of a completed checkout, sent back to confirm the payment. */
export interface PackagePaymentConfirmation {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface PackageOrder {
  id: string;
  planId: string;
  plan: PackagePlan;
  quantity: number;
  ads: number;
  unitPrice: number;
  subtotal: number;
  gst: number;
  total: number;
  purchasedAt: string;
  validUntil: string;
  /** dd/mm/yyyy, for the Bought Packages table. */
  purchaseDate: string;
  validity: string;
  /** Active/Expired by validity once paid; Inactive while not paid. */
  status: PackageOrderStatus;
  paymentStatus: PackagePaymentStatus;
  /** Pending orders: when the payment window closes. */
  paymentExpiresAt: string | null;
  /** Failed orders: the provider's reason, when it gave one. */
  failureReason: string | null;
  paymentId: string;
}

export interface InvoiceLine {
  description: string;
  amount: number;
}

export interface PackageInvoice {
  invoiceNumber: string;
  orderId: string;
  issuedAt: string;
  billedTo: { name: string; mobileNumber: string; email: string | null };
  lines: InvoiceLine[];
  subtotal: number;
  gstRate: number;
  gst: number;
  total: number;
  currency: 'INR';
}

export interface ContactMessage {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Public seller profile (spec §3 Seller) as GET /api/v1/sellers/:userId returns it, only for a user
 * who has listed a car. No email: a buyer contacts the seller by phone (privacy by default).
 */
export interface SellerDetails {
  ownerDetails: {
    id: string;
    name: string;
    role: string;
    joinDate: string;
    mobileNumber: string;
    verified: boolean;
    avatar: string | null;
    location: string;
  };
  cars: SellerCar[];
}

export interface SellerCar {
  id: string;
  title: string;
  images: string[];
  kmDriven: number;
  bodyType: string;
  seats: number | null;
  mileage: number | null;
  fuel: string;
  transmission: string;
  address: { city: string; state: string };
  price: number;
  emi: number;
  likes: number;
  enquiries: { viewProperty: number };
  isSold: boolean;
  car: Car;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** A model's count with its brand (two brands may share a model name). */
export interface ModelFacetCount extends FacetCount {
  brand: string;
}

export interface ListingFacets {
  ownerType: FacetCount[];
  brand: FacetCount[];
  /** One entry per brand and model. */
  model: ModelFacetCount[];
  fuel: FacetCount[];
  transmission: FacetCount[];
  bodyType: FacetCount[];
  ownership: FacetCount[];
  /** Seats choices ('2' ... '7', '8+'; other counts as they are); cars with no seat count are left out. */
  seats: FacetCount[];
  state: FacetCount[];
  city: FacetCount[];
  /** 'State-Locality' values, as the location filter takes them. */
  locality: FacetCount[];
}

export interface PriceAndYearBounds {
  priceMin: number;
  priceMax: number;
  yearMin: number;
  yearMax: number;
}

export interface CarListingPage {
  cars: Car[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: ListingFacets;
  /** Bounds over every public car (not only the filtered ones), for the sliders. */
  bounds: PriceAndYearBounds;
}

export interface HomeStats {
  totalCars: number;
  bodyTypes: FacetCount[];
  brands: FacetCount[];
  cities: FacetCount[];
}

export interface ApiError {
  message: string;
}
