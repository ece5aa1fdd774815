// Bounds on what one response may carry (issue 17: car/getAll built 218 MB at 100k cars). Every list
// a call returns is capped in rows, and every row is bounded by input validation (text lengths, at
// most 20 images per car), so no call builds a body beyond RESPONSE_BUDGET_BYTES (docs/security.md).

/** Most rows in any list a call returns that is not paginated by the client (a user's own cars, saved cars, enquiries, dealers). */
export const LIST_MAX_ITEMS = 200;

/**
 * The largest JSON body a call may build. The largest car validation allows weighs ~18.6 kB (every text
 * field at its limit in 3-byte characters, 20 images): 100 of them (a getAll or listing page) is ~1.9 MB,
 * 200 (a capped list) ~3.7 MB. Real cars weigh 2-3 kB. response-budget.test.ts measures it.
 */
export const RESPONSE_BUDGET_BYTES = 4 * 1024 * 1024;
