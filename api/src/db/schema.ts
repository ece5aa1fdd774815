// Kysely table types (camelCase; CamelCasePlugin maps them to snake_case columns). A table whose
// row is an entity of the API contracts (@carmarket/shared/api-contracts) is derived from it, so a
// field added to the answer is a type error here until the column exists.
import type {
  ContactMessage,
  Dealer,
  NotificationChannel,
  PackagePaymentStatus,
  PackagePlan,
  SavedSearchAlert,
  User,
} from '@carmarket/shared/api-contracts';
import type { ReleaseDecisionAction, ReleaseFigures } from '@carmarket/shared/api-contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date | string, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | string | null, Date | string | null | undefined, Date | string | null>;

/** The user as the API answers it, plus the state (seller pages) and the update time. */
export type UsersTable = Omit<User, 'createdAt'> & {
  state: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export interface SessionsTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface OtpChallengesTable {
  id: string;
  userId: string;
  mobileNumber: string;
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  consumedAt: Timestamp | null;
  voidedAt: Timestamp | null;
}

/** Codes tried per mobile number in the current window, across resends (otp-lockout.ts). */
/** One fixed window of a rate limit (@fastify/rate-limit's store, shared by every instance). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  windowEndsAt: Timestamp;
}

/** The last OTP sent to each number by the dev SMS sender (never written in production). */
export interface DevOtpOutboxTable {
  mobileNumber: string;
  otp: string;
  sentAt: Timestamp;
}

export interface OtpLockoutsTable {
  mobileNumber: string;
  /** Codes tried and not accepted in the window (a try in flight counts until it is answered). */
  attempts: number;
  windowStartedAt: Timestamp;
  /** Set when attempts reached the limit: no code is checked for this number before then. */
  lockedUntil: Timestamp | null;
}

export interface CarsTable {
  id: string;
  userId: string;
  brand: string;
  model: string;
  variant: string;
  carName: string;
  carPrice: number;
  manufacturingYear: number;
  registrationYear: number | null;
  fuelType: string;
  kmDriven: number;
  transmission: string;
  bodyType: string;
  ownership: string;
  mileage: number | null;
  seats: number | null;
  isSale: string;
  isSold: boolean;
  sellerType: string;
  views: Generated<number>;
  saves: Generated<number>;
  state: string;
  city: string;
  locality: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the price last changed; null until it first does (migration 0013). */
  priceChangedAt: NullableTimestamp;
}

export interface CarImagesTable {
  id: string;
  userId: string;
  carId: string | null;
  position: number;
  storageKey: string;
  width: number;
  height: number;
  createdAt: Timestamp;
}

export interface SavedCarsTable {
  id: string;
  userId: string;
  carId: string;
  createdAt: Timestamp;
}

/** One row per user per car they opened: the newest view's time; the user keeps their newest 20. */
export interface RecentlyViewedTable {
  userId: string;
  carId: string;
  viewedAt: Timestamp;
}

/** A user's named listing filters (saved-searches feature); new matches are cars listed after lastSeenAt. */
export interface SavedSearchesTable {
  id: string;
  userId: string;
  name: string;
  /** SavedSearchQuery as jsonb: read back as an object, written as JSON text (cast to jsonb). */
  query: ColumnType<unknown, string, string>;
  alert: ColumnType<SavedSearchAlert, SavedSearchAlert | undefined, SavedSearchAlert>;
  lastSeenAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A car's price when listed and after each change (features/price-history). */
export interface CarPriceHistoryTable {
  id: Generated<string>;
  carId: string;
  price: number;
  changedAt: Timestamp;
}

/** The outbox of car changes the alert matching reads (features/alerts): a listing or a price change. */
export interface CarChangesTable {
  id: Generated<string>;
  carId: string;
  kind: 'listed' | 'price';
  /** Null for a listing. */
  oldPrice: number | null;
  newPrice: number;
  at: Timestamp;
  /** Set by the matching run that handled it. */
  processedAt: NullableTimestamp;
}

/** An in-app alert: a car matching a saved search, or a saved car's lower price. */
export interface AlertsTable {
  /** bigint identity, read as a string. */
  id: Generated<string>;
  userId: string;
  kind: 'saved-search' | 'price-drop';
  savedSearchId: string | null;
  carId: string;
  /** The car_changes row that raised it. */
  changeId: string;
  oldPrice: number | null;
  newPrice: number;
  createdAt: Timestamp;
  readAt: NullableTimestamp;
  /** Set once the notification planner handed it to deliveries or decided it needs none (migration 0015). */
  notifiedAt: NullableTimestamp;
}

/** A user's alert channels (features/notifications); no row = both on. */
export interface NotificationSettingsTable {
  userId: string;
  sms: ColumnType<boolean, boolean | undefined, boolean>;
  email: ColumnType<boolean, boolean | undefined, boolean>;
  updatedAt: Timestamp;
}

/** One message to send on one channel: one instant alert, or a user's daily digest. */
export interface NotificationDeliveriesTable {
  /** bigint identity (read as a number by the drivers' int8 parser; compare with String()). */
  id: Generated<string>;
  userId: string;
  channel: NotificationChannel;
  /** Where it was planned to go (10-digit mobile number or e-mail); the sender re-reads it at send time. */
  recipient: string;
  kind: 'instant' | 'digest';
  /** The IST date of a digest ('YYYY-MM-DD' written; read it as text: drivers parse dates differently). */
  digestDay: ColumnType<string | null, string | null | undefined, string | null>;
  /** bigint[]: read it as text[] (alert_ids::text[]). */
  alertIds: ColumnType<string[], string[], string[]>;
  createdAt: Timestamp;
  sentAt: NullableTimestamp;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lastError: ColumnType<string | null, string | null | undefined, string | null>;
  failedAt: NullableTimestamp;
}

/** What the dev sender "sent" (never written in production); keyed by the delivery. */
export interface DevNotificationOutboxTable {
  deliveryId: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  text: string;
  unsubscribeUrl: string;
  kind: 'instant' | 'digest';
  alertCount: number;
  sentAt: Timestamp;
}

/** Random secrets made once per database, shared by every instance (the unsubscribe key without OTP_SECRET). */
export interface AppSecretsTable {
  name: string;
  secret: string;
  createdAt: Timestamp;
}

export interface EnquiriesTable {
  id: string;
  buyerId: string;
  sellerId: string;
  carId: string;
  message: string | null;
  createdAt: Timestamp;
}

/** A dealer row is the dealer as the API answers it (the rating is rounded on the way out). */
export type DealersTable = Dealer;

/** The plan as the API answers it, and its place in the catalogue. */
export type PackagePlansTable = PackagePlan & { position: number };

export interface PackageOrdersTable {
  id: string;
  userId: string;
  planId: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  gst: number;
  total: number;
  purchasedAt: Timestamp;
  validUntil: Timestamp;
  /** The provider's payment id, set once the payment is confirmed. */
  paymentId: string | null;
  paymentProvider: string | null;
  /** The provider's order (Razorpay `order_...`) the checkout pays; unique. */
  providerOrderId: ColumnType<string | null, string | null | undefined, string | null>;
  /** A pending order not confirmed by then is expired. */
  expiresAt: NullableTimestamp;
  paidAt: NullableTimestamp;
  failureReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'pending' until the provider confirms ('paid'), reports a failure ('failed') or the deadline passes ('expired'). */
  status: ColumnType<PackageOrderStatus, PackageOrderStatus | undefined, PackageOrderStatus>;
}

/** Where an order's payment stands: the contract's paymentStatus. */
export type PackageOrderStatus = PackagePaymentStatus;

/** The contact form's six fields as received. */
export type ContactMessagesTable = ContactMessage & { id: string; createdAt: Timestamp };

export interface SellerReportsTable {
  id: string;
  reporterId: string;
  sellerId: string;
  reason: string;
  createdAt: Timestamp;
}

/** One row per visitor per car per UTC day: a view is counted only when its row is new. */
export interface CarViewsTable {
  carId: string;
  /** 'YYYY-MM-DD' (UTC). */
  day: ColumnType<string, string, string>;
  /** sha256 of the day's salt and the visitor (user id, else IP + user agent). */
  visitorHash: string;
}

/** The random salt of each UTC day's visitor hashes; deleted with the day's views. */
export interface VisitorSaltsTable {
  day: ColumnType<string, string, string>;
  salt: string;
}

/** One release-health event as received (features/telemetry): no address, user, user agent or URL query. */
export interface TelemetryEventsTable {
  id: Generated<string>;
  receivedAt: Timestamp;
  environment: string;
  /** releases.shell, when the page named it. */
  shellRelease: string | null;
  /** app → release of every app on the page: read back as an object, written as JSON text (cast to jsonb). */
  releases: ColumnType<Record<string, string>, string, string>;
  /** A route pattern ('/cars/:id'). */
  route: string;
  kind: 'vital' | 'error' | 'remote-failure' | 'render';
  /** A vital's name (LCP, INP, CLS, FCP, TTFB). */
  name: string | null;
  /** An error's source (uncaught, unhandled-rejection, error-boundary). */
  source: string | null;
  /** The remote a remote failure or a render names, and its release. */
  remote: string | null;
  remoteRelease: string | null;
  /** A remote failure's cause (network, code). */
  cause: string | null;
  /** Why a render fell back (timeout, error, unavailable). */
  fellBack: string | null;
  /** A vital's value or a render's duration (ms; CLS a score). */
  value: number | null;
  /** An error's message without URL queries. */
  message: string | null;
}

/** Per minute × environment × app × release × route × metric: the roll-up of telemetry_events. */
export interface TelemetryRollupsTable {
  minute: Timestamp;
  environment: string;
  app: string;
  release: string;
  route: string;
  metric: string;
  count: number;
  errorCount: number;
  p50: number | null;
  p75: number | null;
  p95: number | null;
}

/** One row (id 1): the minute before which telemetry_rollups are final. */
export interface TelemetryRollupStateTable {
  id: number;
  rolledUpUntil: NullableTimestamp;
}

/** One release's figures in a release health decision (ReleaseFigures of the contract). */
type ReleaseFiguresColumn = ColumnType<ReleaseFigures, string, string>;

/** A rollback or promotion release health carried out (features/release-health, migration 0014). */
export interface ReleaseDecisionsTable {
  id: string;
  environment: string;
  app: string;
  canaryVersion: string;
  /** The canary's `since` in the environment's composition: which canary of that version it was. */
  canarySince: string;
  stableVersion: string;
  action: ReleaseDecisionAction;
  reason: string;
  decidedAt: Timestamp;
  windowMinutes: number;
  /** Read back as an object, written as JSON text (cast to jsonb). */
  canary: ReleaseFiguresColumn;
  stable: ReleaseFiguresColumn;
}

export interface LocationsTable {
  name: string;
  city: string;
  state: string;
  position: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otpChallenges: OtpChallengesTable;
  otpLockouts: OtpLockoutsTable;
  rateLimitCounters: RateLimitCountersTable;
  devOtpOutbox: DevOtpOutboxTable;
  cars: CarsTable;
  carImages: CarImagesTable;
  savedCars: SavedCarsTable;
  recentlyViewed: RecentlyViewedTable;
  savedSearches: SavedSearchesTable;
  carPriceHistory: CarPriceHistoryTable;
  carChanges: CarChangesTable;
  alerts: AlertsTable;
  notificationSettings: NotificationSettingsTable;
  notificationDeliveries: NotificationDeliveriesTable;
  devNotificationOutbox: DevNotificationOutboxTable;
  appSecrets: AppSecretsTable;
  enquiries: EnquiriesTable;
  dealers: DealersTable;
  packagePlans: PackagePlansTable;
  packageOrders: PackageOrdersTable;
  contactMessages: ContactMessagesTable;
  locations: LocationsTable;
  sellerReports: SellerReportsTable;
  carViews: CarViewsTable;
  visitorSalts: VisitorSaltsTable;
  telemetryEvents: TelemetryEventsTable;
  telemetryRollups: TelemetryRollupsTable;
  telemetryRollupState: TelemetryRollupStateTable;
  releaseDecisions: ReleaseDecisionsTable;
}
