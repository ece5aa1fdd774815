// zod parsing that ends in a 400 `{ message }` naming the first problem in plain words.
import type { ZodType, ZodTypeDef } from 'zod';
import { HttpError } from './http-error';

export function parseInput<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown, extra: Record<string, unknown> = {}): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  // Custom messages (the spec's texts) are used as they are; zod's defaults get the field name.
  const isCustom =
    issue?.code === 'custom' || (issue?.message && !/^(Expected|Required|Invalid|String must|Number must|Array must)/.test(issue.message));
  const message = isCustom || !field ? (issue?.message ?? 'Invalid input') : `${field}: ${issue?.message ?? 'invalid'}`;
  throw new HttpError(400, message, extra);
}
