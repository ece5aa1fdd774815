// Contracts of the shell's own calls: home counts, the city list and the contact form (spec §7).
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { contactFieldProblem, contactRequiredMessage, type ContactField } from './contact-rules';
import { defineEndpoint } from './endpoint';
import { ruleCheck } from './request-fields';

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

/**
 * The version of everything the public pages show (the database's listing_version: bumped with
 * every write to cars, car images and users, on any instance). The shell's servers read it every
 * few hundred ms to keep their cached pages current (ADR 0013). A decimal string (a bigint).
 */
export const getListingVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/listing-version',
  response: z.object({ version: z.string() }),
});

export const getLocationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/locations',
  response: z.object({ locations: z.array(z.string()) }),
});

/** A contact field: text (else `${label} is required`), trimmed, then the form's own rule. */
const contactField = (field: ContactField) =>
  z.string({ error: contactRequiredMessage(field) }).check(
    z.trim(),
    ruleCheck((value: string) => contactFieldProblem(field, value)),
  );

export { PHONE_MESSAGE } from './contact-rules';

/** Spec §7: all six fields required. */
export const contactMessageSchema = z.object({
  firstName: contactField('firstName'),
  lastName: contactField('lastName'),
  phone: contactField('phone'),
  email: contactField('email'),
  subject: contactField('subject'),
  message: contactField('message'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const submitContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  body: contactMessageSchema,
  response: z.object({ message: z.string() }),
});
