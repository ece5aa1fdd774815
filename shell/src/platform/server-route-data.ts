// The route's data on the shell's server (issue 15): the server starts rendering at once (the
// header and the page's frame stream first) while the route's remote and its data load; the
// route's slot waits for both, so it renders with the data instead of its loading state. In the
// browser nothing provides it: slots render as soon as their module is in.
import { createContext } from 'react';

/** Resolves once the data of this slot's module is in the page's query client (or given up on). */
export type RouteDataReady = (remote: string, module: string) => Promise<void>;

export const RouteDataContext = createContext<RouteDataReady | null>(null);
