// An endpoint contract: method, path and the zod schemas of its request parts and its answer. The
// API registers its route with these schemas (Fastify zod type provider) and the browser calls
// `callEndpoint` (api-client.ts) with the same object, so both sides read one definition.
import type * as z from 'zod/v4/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify route syntax: `/api/v1/cars/:id`. */
  path: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The success answer; other statuses answer `{ message }` (an ApiError in the browser). */
  response: z.ZodMiniType;
}

/** Keeps the literal types of an endpoint (its schemas stay precise for inference). */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** What a caller passes: the input side of each request schema the endpoint has. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodMiniType ? { params: InputOf<E['params']> } : object) &
  (E['query'] extends z.ZodMiniType ? { query?: InputOf<E['query']> } : object) &
  (E['body'] extends z.ZodMiniType ? { body: InputOf<E['body']> } : object);

/** What a caller gets: the parsed answer. */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;
