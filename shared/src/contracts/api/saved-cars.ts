// Contracts of the saved cars (favourites): one list per user, shared by every app's hearts.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { requiredText } from './request-fields';

// ---- Saved cars -------------------------------------------------------------------------------

export const savedCarSchema = z.object({ id: z.string(), savedAt: z.string(), car: carSchema });
export type SavedCar = z.infer<typeof savedCarSchema>;

const carIdSchema = z.object({ carId: requiredText('carId', 100) });

export const getSavedCarsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/saved-cars',
  response: z.object({ savedCars: z.array(savedCarSchema) }),
});

/** Idempotent: 201 with a new entry, 200 with the existing one. */
export const saveCarEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/saved-cars',
  body: carIdSchema,
  response: z.object({ savedCar: savedCarSchema }),
});

export const removeSavedCarEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/saved-cars/:carId',
  params: carIdSchema,
  response: z.object({ message: z.string() }),
});
