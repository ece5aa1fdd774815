// The composition file is the first thing the shell needs after its own code. main.js starts
// the request before the async bootstrap boundary, so it travels while React and the other
// shared chunks download instead of after them. No zod here: main.js stays small.

export const COMPOSITION_URL = '/env/composition.json';

let pending: Promise<unknown> | undefined;

/** Starts (once) and returns the request for the environment's composition file. */
export function requestComposition(): Promise<unknown> {
  if (!pending) {
    pending = fetch(COMPOSITION_URL, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`Could not load ${COMPOSITION_URL} (${response.status})`);
      return response.json() as Promise<unknown>;
    });
    // Handled where it is awaited (bootstrap); this keeps an early failure from being reported
    // as an unhandled rejection before the bootstrap chunk arrives.
    pending.catch(() => undefined);
  }
  return pending;
}
