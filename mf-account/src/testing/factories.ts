// Test data with overrides: makeCar({ carPrice: 550000 }).
import type {
  Car,
  Enquiry,
  InterestedBuyer,
  PackageOrder,
  PackagePlan,
  RecentlyViewedCar,
  SavedCar,
  SavedSearch,
  User,
} from '@carmarket/shared';
import type { NotificationChannelSetting, NotificationSettings } from '@carmarket/shared/api-contracts';
import { PACKAGE_PLANS } from '@carmarket/shared/domain';
import { makeCar as makeSharedCar } from '@carmarket/shared/testing';

let sequence = 0;
const next = () => String(++sequence).padStart(4, '0');

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    fullName: 'Asha Verma',
    email: 'asha@example.in',
    mobileNumber: '9812345678',
    userType: 'Owner',
    image: null,
    avatar: null,
    address: '12 MG Road',
    landmark: 'Near the fort',
    city: 'Pune',
    pin: '411001',
    createdAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The shared test car, with this app's sequential ids and no photos unless a test adds them. */
export function makeCar(overrides: Partial<Car> = {}): Car {
  return makeSharedCar({ id: `car-${next()}`, carImages: [], ...overrides });
}

export function makeSavedCar(car: Partial<Car> = {}, overrides: Partial<SavedCar> = {}): SavedCar {
  return { id: `saved-${next()}`, savedAt: '2025-04-01T10:00:00.000Z', car: makeCar(car), ...overrides };
}

export function makeRecentlyViewedCar(car: Partial<Car> = {}, overrides: Partial<RecentlyViewedCar> = {}): RecentlyViewedCar {
  const made = makeCar(car);
  return { carId: made.id, viewedAt: '2025-04-01T10:00:00.000Z', car: made, ...overrides };
}

export function makeEnquiry(car: Partial<Car> = {}, overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: `enquiry-${next()}`,
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    message: null,
    car: makeCar(car),
    owner: { id: 'owner-1', name: 'Mehta Motors', role: 'Dealer', phone: '9123456780', address: 'Link Road, Mumbai', avatar: null },
    ...overrides,
  };
}

export function makeBuyer(overrides: Partial<InterestedBuyer> = {}): InterestedBuyer {
  const n = next();
  return {
    id: `buyer-${n}`,
    enquiryId: `enq-${n}`,
    createdAt: '2025-05-02T09:30:00.000Z',
    name: 'Vikram Singh',
    role: 'EndUser',
    phone: '9988776655',
    email: 'vikram@example.in',
    location: 'Indore, Madhya Pradesh',
    preferences: ['SUV', 'Petrol'],
    message: 'Is the price negotiable?',
    carId: 'car-1',
    carTitle: 'Hyundai Creta SX',
    carPrice: 1_050_000,
    ...overrides,
  };
}

export function makePlan(id = '3m-5'): PackagePlan {
  const plan = PACKAGE_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`No plan ${id}`);
  return { ...plan };
}

export function makeOrder(overrides: Partial<PackageOrder> = {}): PackageOrder {
  const plan = makePlan(overrides.planId ?? '3m-5');
  const quantity = overrides.quantity ?? 1;
  return {
    id: `order-${next()}`,
    planId: plan.id,
    plan,
    quantity,
    ads: plan.ads * quantity,
    unitPrice: plan.price,
    subtotal: plan.price * quantity,
    gst: Math.round(plan.price * 0.18),
    total: plan.price * quantity + Math.round(plan.price * 0.18),
    purchasedAt: new Date().toISOString(),
    validUntil: new Date(Date.now() + 90 * 86_400_000).toISOString(),
    purchaseDate: '',
    validity: '',
    status: 'Active',
    paymentStatus: 'paid',
    paymentExpiresAt: null,
    failureReason: null,
    paymentId: 'pay_test_1',
    ...overrides,
  };
}

export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: `search-${next()}`,
    name: 'Hyundai, Diesel in Pune',
    query: {
      ownerType: 'all',
      brand: ['Hyundai'],
      model: [],
      fuel: ['Diesel'],
      transmission: [],
      bodyType: [],
      ownership: [],
      seats: [],
      location: ['Pune'],
      allLocations: false,
      priceMax: 1_000_000,
      search: '',
      sort: 'yearNewToOld',
    },
    alert: 'daily',
    newMatches: 0,
    lastSeenAt: '2025-04-01T10:00:00.000Z',
    createdAt: '2025-04-01T10:00:00.000Z',
    updatedAt: '2025-04-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The user's alert channels: SMS and e-mail both on and available, unless overridden per channel. */
export function makeNotificationSettings(
  overrides: { sms?: Partial<NotificationChannelSetting>; email?: Partial<NotificationChannelSetting> } = {},
): NotificationSettings {
  return {
    sms: { enabled: true, available: true, to: '+91******3210', ...overrides.sms },
    email: { enabled: true, available: true, to: 'asha@example.com', ...overrides.email },
  };
}
