// Loads one API resource for a screen: loading, data, error, reload, and local updates
// (after a delete or mark-sold the screen patches its copy instead of refetching).
import { startTransition, useCallback, useEffect, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
  setData: (update: (current: T) => T) => void;
}

interface ResourceState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
}

/** `load` is called again whenever `key` changes; pass `null` as key to skip loading. */
export function useResource<T>(key: string | null, load: () => Promise<T>, fallbackError: string): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ data: undefined, error: null, loading: key !== null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    setState((s) => ({ ...s, loading: true, error: null }));
    load().then(
      (data) => {
        // A transition: a long list (listings, enquiries) renders in slices, not one long task.
        if (!cancelled) startTransition(() => setState({ data, error: null, loading: false }));
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error && error.message ? error.message : fallbackError;
        setState({ data: undefined, error: message, loading: false });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is recreated every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (current: T) => T) => {
    setState((s) => (s.data === undefined ? s : { ...s, data: update(s.data) }));
  }, []);

  return { ...state, reload, setData };
}
