// Contracts of the shell's own calls: home counts, the city list and the contact form (spec §7).
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { EMAIL_PATTERN, MESSAGES } from '../../domain/auth';
import { defineEndpoint } from './endpoint';

export const facetCountSchema = z.object({ value: z.string(), count: z.number() });
export type FacetCount = z.infer<typeof facetCountSchema>;

export const homeStatsSchema = z.object({
  totalCars: z.number(),
  bodyTypes: z.array(facetCountSchema),
  brands: z.array(facetCountSchema),
  cities: z.array(facetCountSchema),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

/** Counts for the home tiles; a cached, serialized answer (not re-checked on a cache hit). */
export const getHomeStatsEndpoint = defineEndpoint({ method: 'GET', path: '/api/v1/stats/home', response: homeStatsSchema });

export const getLocationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/locations',
  response: z.object({ locations: z.array(z.string()) }),
});

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} is too long`));

export const PHONE_MESSAGE = 'Please enter a valid phone number';

/** Spec §7: all six fields required. */
export const contactMessageSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  phone: required('Phone', 20).check(z.refine((v) => /^\+?[\d\s-]{7,20}$/.test(v), PHONE_MESSAGE)),
  email: required('Email', 254).check(z.refine((v) => EMAIL_PATTERN.test(v), MESSAGES.invalidEmail)),
  subject: required('Subject', 200),
  message: required('Message', 5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const submitContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  body: contactMessageSchema,
  response: z.object({ message: z.string() }),
});
