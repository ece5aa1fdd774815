// zod parsing that ends in a 400 `{ message }` naming the first problem in plain words. Routes with
// an endpoint contract (@carmarket/shared/api-contracts) are validated by the Fastify zod type
// provider (lib/zod-contracts.ts) with the same wording; the rest still call parseInput.
import * as z from 'zod/v4';
import { HttpError } from './http-error';

export { MAX_NUMBER_DIGITS, decimalInput, wholeNumberInput } from '@carmarket/shared/api-contracts';

// No eval: zod otherwise probes `new Function` (the shared contracts set the same).
z.config({ jitless: true });

/** zod's own messages start so; they get the field name in front ('userId: Invalid input: ...'). */
const ZOD_DEFAULT_MESSAGE = /^(Expected|Required|Invalid|String must|Number must|Array must|Too (big|small)|Unrecognized)/;

/** The one sentence a failed parse answers: a custom message as it is, zod's own with the field name. */
export function messageOfIssues(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.map(String).join('.');
  const isCustom = issue.code === 'custom' || !ZOD_DEFAULT_MESSAGE.test(issue.message);
  return isCustom || !field ? issue.message : `${field}: ${issue.message}`;
}

export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown, extra: Record<string, unknown> = {}): z.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  throw new HttpError(400, messageOfIssues(result.error.issues), extra);
}
