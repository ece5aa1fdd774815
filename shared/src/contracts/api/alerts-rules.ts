// The zod-free rules and words of in-app alerts (issue 28), one definition for the contract, the API
// and the bell's list (which must not bundle zod: ADR 0007).

/** A car listed or changed that matches one of the user's saved searches; a saved car's price fell. */
export const ALERT_KINDS = ['saved-search', 'price-drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Alerts per page of GET /api/v1/alerts: the default and the most. */
export const ALERTS_PAGE_SIZE = 20;
export const ALERTS_PAGE_SIZE_MAX = 50;
/** Most pages (offsets stay sane). */
export const ALERTS_PAGE_MAX = 1000;
/** Most ids one POST /api/v1/alerts/read marks. */
export const ALERTS_READ_IDS_MAX = 100;

export const ALERT_MESSAGES = {
  read: `Please send { ids } (1 to ${ALERTS_READ_IDS_MAX} alert ids) or { all: true }`,
} as const;
