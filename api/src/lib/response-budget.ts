// Bounds on what one response may carry (issue 17: car/getAll built 218 MB at 100k cars). Every list
// a call returns is capped in rows, and every row is bounded by input validation (text lengths, at
// most 20 images per car), so no call builds a body beyond RESPONSE_BUDGET_BYTES (docs/security.md).

/** Most rows in any list a call returns that is not paginated by the client (a user's own cars, saved cars, enquiries, dealers). */
export const LIST_MAX_ITEMS = 500;

/** The largest JSON body a call may build: 100 cars of the largest allowed size (~16 kB each) is 1.6 MB. */
export const RESPONSE_BUDGET_BYTES = 4 * 1024 * 1024;
