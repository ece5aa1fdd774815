// Request fields several contracts share, each with its message, and the bridge from a zod-free
// field rule (field-rule.ts) to a zod check.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import type { FieldRule } from './field-rule';

/** Runs a field rule as a check: its message, when it has one, is the issue. */
export const ruleCheck = <T>(rule: FieldRule<T>) =>
  z.check<T>((ctx) => {
    const message = rule(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** Trimmed text of 1 to max characters; missing or blank says `${field} is required`. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : undefined) })
    .check(z.trim(), z.minLength(1, `${field} is required`), z.maxLength(max));

/** Path parameters of one id each (`{ id }`, `{ userId }`): 1 to max characters. */
export const idParams = <const K extends string>(key: K, max = 100) =>
  z.object({ [key]: z.string().check(z.minLength(1), z.maxLength(max)) } as Record<K, z.ZodMiniString<string>>);
