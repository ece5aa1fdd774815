// Request fields several contracts share, each with its message.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';

/** Trimmed text of 1 to max characters; missing or blank says `${field} is required`. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : undefined) })
    .check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max));

/** Path parameters of one id each (`{ id }`, `{ userId }`): 1 to max characters. */
export const idParams = <const K extends string>(key: K, max = 100) =>
  z.object({ [key]: z.string().check(z.minLength(1), z.maxLength(max)) } as Record<K, z.ZodMiniString<string>>);
