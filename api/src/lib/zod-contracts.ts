// The Fastify zod type provider: routes declare the zod schemas of their endpoint contract
// (@carmarket/shared/api-contracts) and Fastify validates params, query and body with them before
// the handler, and checks every answer against the response schema before it is sent. A request
// that fails is a 400 `{ message }` worded by messageOfIssues (validation.ts); an answer that fails is a 500
// (logged), never sent.
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { Endpoint } from '@carmarket/shared/api-contracts';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/v4';
import { HttpError } from './http-error';
import { messageOfIssues } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields a route's 400 for a request its contract refuses carries besides `message` (spec §7 auth answers). */
    validationErrorBody?: Record<string, unknown>;
  }
}

/** The route's extra fields for a 400 its contract's validation raised (none for other errors). */
export function validationErrorBodyOf(request: FastifyRequest, error: Error): Record<string, unknown> {
  return 'code' in error && error.code === 'FST_ERR_VALIDATION' ? (request.routeOptions.config.validationErrorBody ?? {}) : {};
}

export const contractValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data ?? {});
    return result.success ? { value: result.data } : { error: new HttpError(400, messageOfIssues(result.error.issues)) };
  };

/** Installs the compilers; returns the app typed by the zod provider (handlers read parsed input). */
export function useZodContracts(app: FastifyInstance) {
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}

export type ContractApp = ReturnType<typeof useZodContracts>;

type Contract = Endpoint;

/** A route's Fastify schema from its endpoint contract: its request parts and its answer for each success status. */
export type ContractSchema<E extends Contract, S extends number> = (E['params'] extends object ? { params: E['params'] } : unknown) &
  (E['query'] extends object ? { querystring: E['query'] } : unknown) &
  (E['body'] extends object ? { body: E['body'] } : unknown) & { response: { [K in S]: E['response'] } };

export function contractSchema<E extends Contract, S extends number = 200>(
  endpoint: E,
  statuses: readonly S[] = [200 as S],
): ContractSchema<E, S> {
  return {
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: Object.fromEntries(statuses.map((status) => [status, endpoint.response])),
  } as ContractSchema<E, S>;
}
