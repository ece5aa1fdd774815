// Report User's reasons and the text sent as `reason` (1-500 characters).
import { REPORT_REASON_MAX } from './api/report-seller';

export const REPORT_REASONS = [
  'Fake or misleading listings',
  'Fraud or scam',
  'Abusive or offensive behaviour',
  'Car already sold but still listed',
  'Other',
] as const;

/** Room for the details next to the longest reason, within the 500 the API takes. */
export const REPORT_DETAILS_MAX = 400;

/** The chosen reason, with the details when given, cut to the API's 500 characters. */
export function reportReason(choice: string, details: string): string {
  const extra = details.trim();
  return (extra ? `${choice}: ${extra}` : choice).slice(0, REPORT_REASON_MAX);
}
