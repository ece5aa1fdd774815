// The HTTP status a page answers with when the server renders it (issue 15): a page that is not
// found says so while rendering, and shell/src/server/render-page.tsx answers 404; a route that
// only sends the visitor elsewhere answers a redirect to it. In the browser nothing provides it
// and the call does nothing.
import { createContext, useContext } from 'react';

/** `location`: where a redirect status sends the visitor. */
export type SetHttpStatus = (status: number, location?: string) => void;

export const HttpStatusContext = createContext<SetHttpStatus | null>(null);

/** Marks the response with `status` when rendered on the server. */
export function useHttpStatus(status: number) {
  const setStatus = useContext(HttpStatusContext);
  setStatus?.(status);
}

/** Marks the response as a redirect (302: where it goes may change) to `location`, on the server. */
export function useServerRedirect(location: string) {
  const setStatus = useContext(HttpStatusContext);
  setStatus?.(302, location);
}
