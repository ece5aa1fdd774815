// The Report User rule and its message, the same on the seller page and in the API (no zod here:
// the page reads them without bundling the schemas).
export const REPORT_REASON_MAX_LENGTH = 500;
export const REPORT_REASON_MESSAGE = `Please tell us why you are reporting this profile (1-${REPORT_REASON_MAX_LENGTH} characters)`;
