// The Fastify zod type provider: routes declare the zod schemas of their endpoint contract
// (@carmarket/shared/api-contracts) and Fastify validates params, query and body with them before
// the handler, and checks every answer against the response schema before it is sent. A request
// that fails is a 400 `{ message }` worded as parseInput words it; an answer that fails is a 500
// (logged), never sent.
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/v4';
import { HttpError } from './http-error';
import { messageOfIssues } from './validation';

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
