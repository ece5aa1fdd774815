// The Report User rule and its message, the same on the seller page and in the API (no zod here:
// the page reads them without bundling the schemas).
import type { FieldProblem } from './field-rule';

export const REPORT_REASON_MAX_LENGTH = 500;
export const REPORT_REASON_MESSAGE = `Please tell us why you are reporting this profile (1-${REPORT_REASON_MAX_LENGTH} characters)`;

/** 1 to 500 characters once trimmed. */
export function reportReasonProblem(reason: string): FieldProblem {
  const length = reason.trim().length;
  return length < 1 || length > REPORT_REASON_MAX_LENGTH ? REPORT_REASON_MESSAGE : undefined;
}

/** The dialog's conversion: the chosen reason, with the details when given, cut to 500 characters. */
export function reportReason(choice: string, details: string): string {
  const extra = details.trim();
  return (extra ? `${choice}: ${extra}` : choice).slice(0, REPORT_REASON_MAX_LENGTH);
}
