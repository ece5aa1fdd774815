// The zod-free rules of the recently viewed list, one definition for the contract, the API and the
// browser's device list (which must not bundle zod: ADR 0007).

/** How many cars a visitor's recently viewed list keeps (device and account alike), and a batch's most. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** A car id as the API issues them (UUIDs; seeded and test ids are word characters and dashes). */
export const CAR_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
