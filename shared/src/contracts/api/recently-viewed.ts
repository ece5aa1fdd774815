// Contracts of the recently viewed cars: one list per signed-in user (newest first, at most
// RECENTLY_VIEWED_LIMIT), filled from the car pages they open and from a guest's device list merged
// at sign-in; and the public lookup of the cars a guest's device list names.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { CAR_ID_PATTERN, RECENTLY_VIEWED_LIMIT } from './recently-viewed-rules';
import { requiredText } from './request-fields';

export { RECENTLY_VIEWED_LIMIT };

export const recentlyViewedCarSchema = z.object({ carId: z.string(), viewedAt: z.string(), car: carSchema });
export type RecentlyViewedCar = z.infer<typeof recentlyViewedCarSchema>;

const recentlyViewedAnswer = z.object({ recentlyViewed: z.array(recentlyViewedCarSchema) });

const carViewedSchema = z.strictObject({
  carId: requiredText('carId', 100),
  /** When the visitor opened the car page (a time in the future counts as now). */
  viewedAt: z.iso.datetime({ offset: true, error: 'viewedAt must be a date and time' }),
});
export type CarViewed = z.input<typeof carViewedSchema>;

/** The signed-in user's cars, newest view first; deleted cars are left out, sold ones say so. */
export const getRecentlyViewedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/recently-viewed',
  response: recentlyViewedAnswer,
});

/**
 * Adds views to the user's list (a car page opened; a device's list at sign-in): a car already on
 * it keeps its newest time, unknown cars are skipped, the list keeps its newest
 * RECENTLY_VIEWED_LIMIT. Answers the list as GET does.
 */
export const addRecentlyViewedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/recently-viewed',
  body: z.strictObject({
    views: z.array(carViewedSchema).check(z.minLength(1), z.maxLength(RECENTLY_VIEWED_LIMIT)),
  }),
  response: recentlyViewedAnswer,
});

export const clearRecentlyViewedEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/recently-viewed',
  response: z.object({ message: z.string() }),
});

/**
 * The cars of a guest's device list, by id ('a,b,c', at most RECENTLY_VIEWED_LIMIT), in the order
 * asked; ids of no car are left out. Public, and unlike GET /cars/:id it counts no view.
 */
export const getViewedCarsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/recently-viewed/cars',
  query: z.object({
    ids: z.pipe(
      requiredText('ids', RECENTLY_VIEWED_LIMIT * 101),
      z.transform((value, ctx) => {
        const ids = [...new Set(value.split(',').map((id) => id.trim()))];
        if (ids.length > RECENTLY_VIEWED_LIMIT || !ids.every((id) => CAR_ID_PATTERN.test(id))) {
          ctx.issues.push({ code: 'custom', message: `ids must be at most ${RECENTLY_VIEWED_LIMIT} car ids`, input: value });
          return z.NEVER;
        }
        return ids;
      }),
    ),
  }),
  response: z.object({ cars: z.array(carSchema) }),
});
