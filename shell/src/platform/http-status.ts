// The HTTP status a page answers with when the server renders it (issue 15): a page that is not
// found says so while rendering, and shell/src/server/render-page.tsx answers 404. In the
// browser nothing provides it and the call does nothing.
import { createContext, useContext } from 'react';

export type SetHttpStatus = (status: number) => void;

export const HttpStatusContext = createContext<SetHttpStatus | null>(null);

/** Marks the response with `status` when rendered on the server. */
export function useHttpStatus(status: number) {
  const setStatus = useContext(HttpStatusContext);
  setStatus?.(status);
}
