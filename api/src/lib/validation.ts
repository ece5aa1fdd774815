// The wording of a 400 for a request its endpoint contract (@carmarket/shared/api-contracts)
// refuses: the Fastify zod type provider (lib/zod-contracts.ts) answers `{ message }` naming the
// first problem in plain words.
import * as z from 'zod/v4';

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
