// One guard for hostile text, run on every request before any handler: a NUL byte or another control
// character in a path parameter, a query parameter or any string (or key) of a JSON body is a 400 with
// a plain message. PostgreSQL cannot store NUL in text (it was a 500), and control characters in names
// or ids are never legitimate. Tab, line feed and carriage return are allowed only in the multi-line
// text fields people type into a textarea (MULTILINE_FIELDS).
import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

/** Body fields typed into a textarea: tab and line breaks are text there. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['message', 'reason', 'description']);

// C0 controls, DEL and C1 controls; the second pattern lets \t \n \r through.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The first disallowed character in a string, or null. */
export function findControlCharacter(value: string, multiline = false): string | null {
  const match = (multiline ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL).exec(value);
  return match ? match[0] : null;
}

/** Where in the request the first control character is ('query.city', 'body.user.fullName'), or null. */
export function locateControlCharacter(value: unknown, where: string, field = '', depth = 0): { where: string; char: string } | null {
  if (typeof value === 'string') {
    const char = findControlCharacter(value, MULTILINE_FIELDS.has(field));
    return char ? { where, char } : null;
  }
  // JSON bodies are at most 1 MB, so their depth is bounded; the cap only stops pathological nesting.
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyChar = findControlCharacter(key);
    if (keyChar) return { where: `${where} key`, char: keyChar };
    const found = locateControlCharacter(
      item,
      Array.isArray(value) ? where : `${where}.${key}`,
      Array.isArray(value) ? field : key,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/** Registers the guard: preValidation runs after the body is parsed and before every handler. */
export function rejectControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      locateControlCharacter(request.params, 'path') ??
      locateControlCharacter(request.query, 'query') ??
      locateControlCharacter(request.body, 'body');
    if (found) {
      throw badRequest(`Control characters are not allowed (${codePoint(found.char)} in ${found.where})`);
    }
  });
}
