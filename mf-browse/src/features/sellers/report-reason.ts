// Report User's reasons; the text sent as `reason` is the shared conversion (reportReason) that
// the API's rule (1-500 characters) checks.
export { reportReason } from '@carmarket/shared/api-contracts';

export const REPORT_REASONS = [
  'Fake or misleading listings',
  'Fraud or scam',
  'Abusive or offensive behaviour',
  'Car already sold but still listed',
  'Other',
] as const;

/** Room for the details next to the longest reason, within the 500 the API takes. */
export const REPORT_DETAILS_MAX = 400;
