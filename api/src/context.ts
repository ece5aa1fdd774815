// Everything a route needs, built once per app: database, storage, clock, senders and settings.
import type { Kysely } from 'kysely';
import type { Clock } from './lib/clock';
import type { Database } from './db/schema';
import type { DatabaseKind } from './db/database';
import type { ImageStorage } from './features/uploads/image-storage';
import type { SmsSender } from './features/auth/sms-sender';
import type { AlertNotifications } from './features/notifications/alert-notifications';
import type { PaymentProvider } from './features/packages/payment-provider';
import type { ListingVersion } from './lib/listing-version';
import type { ResponseCache } from './lib/response-cache';
import type { DecodeLimiter } from './features/uploads/decode-limiter';
import type { UnattachedUploadLimits } from './features/uploads/unattached-uploads';
import type { VisitorAddresses } from './lib/visitor-address';

export interface RateLimitSettings {
  /** Requests per minute per IP for the whole API. */
  globalPerMinute: number;
  /** OTP sends per number per 15 minutes. */
  otpSendPerNumber: number;
  /** OTP sends per IP per 15 minutes. */
  otpSendPerIp: number;
  /** OTP verifications per IP per 15 minutes. */
  otpVerifyPerIp: number;
  /** Seconds before a number may request a new code (spec: 30). Lowered only for e2e runs. */
  otpResendSeconds: number;
}

export interface AppContext {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  storage: ImageStorage;
  clock: Clock;
  sms: SmsSender;
  /** HMAC key of the stored OTP code hashes. */
  otpSecret: string;
  payments: PaymentProvider;
  /** Alert messages by SMS and e-mail: the senders (a channel without one is unavailable), links, unsubscribe tokens. */
  notifications: AlertNotifications;
  /** The version of what the public listings show (listing-version.ts), read at most every VERSION_CHECK_MS. */
  listingVersion: ListingVersion;
  /** Serialized public responses, each served at most 1 s (response-cache.ts). */
  cache: ResponseCache;
  /** The API's public origin without a trailing slash (PUBLIC_URL): cache keys start with it, and local-disk image URLs. */
  publicUrl: string;
  /** Every image URL starts with it: S3_PUBLIC_BASE_URL when images are on S3, else `${publicUrl}/uploads`. */
  imageBaseUrl: string;
  isProduction: boolean;
  /** Visitor addresses by TRUST_PROXY, as request.ip: for views a shell server sends in batches. */
  visitorAddresses: VisitorAddresses;
  rateLimits: RateLimitSettings;
  sessionTtlDays: number;
  /** Process-wide limit on concurrent image decodes (uploads). */
  imageDecodes: DecodeLimiter;
  /** Per-user quota and lifetime of uploads not attached to a car. */
  unattachedUploads: UnattachedUploadLimits;
}
