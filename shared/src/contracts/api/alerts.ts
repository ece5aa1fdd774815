// Contracts of alerts (issue 28): a car's public price history with its last drop, and the signed-in
// user's in-app alerts (a car listed or re-priced that matches one of their saved searches; a price
// drop on a car they saved), newest first, with the unread count and marking read. Rules and words:
// alerts-rules.ts.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { ALERT_KINDS, ALERT_MESSAGES, ALERTS_PAGE_MAX, ALERTS_PAGE_SIZE, ALERTS_PAGE_SIZE_MAX, ALERTS_READ_IDS_MAX } from './alerts-rules';
import { carIdParamsSchema, carImageSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { wholeNumberInput } from './number-input';

export {
  ALERT_KINDS,
  ALERT_MESSAGES,
  ALERTS_PAGE_MAX,
  ALERTS_PAGE_SIZE,
  ALERTS_PAGE_SIZE_MAX,
  ALERTS_READ_IDS_MAX,
  type AlertKind,
} from './alerts-rules';

// ---- Price history ----------------------------------------------------------------------------

export const pricePointSchema = z.object({ price: z.number(), at: z.string() });
export type PricePoint = z.infer<typeof pricePointSchema>;

/** The last change, when it was a fall: `amount` = from - to, `at` when it fell. */
export const priceDropSchema = z.object({ amount: z.number(), from: z.number(), to: z.number(), at: z.string() });
export type PriceDrop = z.infer<typeof priceDropSchema>;

export const carPriceHistorySchema = z.object({
  /** Oldest first: the price when listed, then after each change (the newest 200 at most). */
  points: z.array(pricePointSchema),
  lastDrop: z.nullable(priceDropSchema),
});
export type CarPriceHistory = z.infer<typeof carPriceHistorySchema>;

/** Public: a car's price history (404 'Cars not found' for no such car). */
export const getCarPriceHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/cars/:id/price-history',
  params: carIdParamsSchema,
  response: carPriceHistorySchema,
});

// ---- Alerts -----------------------------------------------------------------------------------

/** What the bell's list shows of the alert's car. */
export const alertCarSchema = z.object({
  id: z.string(),
  carName: z.string(),
  brand: z.string(),
  model: z.string(),
  variant: z.string(),
  manufacturingYear: z.number(),
  /** The car's price now (the alert's own prices are oldPrice and newPrice). */
  carPrice: z.number(),
  kmDriven: z.number(),
  fuelType: z.string(),
  city: z.string(),
  isSold: z.boolean(),
  /** The car page's path, /buy-car/{id}. */
  url: z.string(),
  /** Its first picture, or null. */
  image: z.nullable(carImageSchema),
});
export type AlertCar = z.infer<typeof alertCarSchema>;

export const alertSchema = z.object({
  /** A number as text. */
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  /** The price before the change that raised the alert: a drop's old price; null for a car just listed. */
  oldPrice: z.nullable(z.number()),
  /** The price the change set. */
  newPrice: z.number(),
  /** The search a 'saved-search' alert is for; null for a price drop. */
  savedSearch: z.nullable(z.object({ id: z.string(), name: z.string() })),
  car: alertCarSchema,
});
export type Alert = z.infer<typeof alertSchema>;

export const alertsQuerySchema = z.object({
  page: z._default(z.pipe(wholeNumberInput('page', ALERTS_PAGE_MAX), z.number().check(z.minimum(1, 'page must be at least 1'))), 1),
  pageSize: z._default(
    z.pipe(
      wholeNumberInput('pageSize', ALERTS_PAGE_SIZE_MAX),
      z.number().check(z.minimum(1, `pageSize must be 1 to ${ALERTS_PAGE_SIZE_MAX}`)),
    ),
    ALERTS_PAGE_SIZE,
  ),
});

/** The signed-in user's alerts, newest first, a page at a time, with how many are unread in all. */
export const getAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/alerts',
  query: alertsQuerySchema,
  response: z.object({
    alerts: z.array(alertSchema),
    unreadCount: z.number(),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    pageCount: z.number(),
  }),
});

const alertIdSchema = z.string({ error: ALERT_MESSAGES.read }).check(z.regex(/^[1-9]\d{0,17}$/, ALERT_MESSAGES.read));

/** Marks the user's alerts read: the ones named (others' ids and unknown ones are ignored), or all. */
export const markAlertsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/alerts/read',
  body: z.union(
    [
      z.strictObject({
        ids: z.array(alertIdSchema).check(z.minLength(1, ALERT_MESSAGES.read), z.maxLength(ALERTS_READ_IDS_MAX, ALERT_MESSAGES.read)),
      }),
      z.strictObject({ all: z.literal(true) }),
    ],
    { error: ALERT_MESSAGES.read },
  ),
  /** How many were marked now, and how many remain unread. */
  response: z.object({ marked: z.number(), unreadCount: z.number() }),
});
