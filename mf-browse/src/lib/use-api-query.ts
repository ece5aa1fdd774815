// A small fetch-state hook for the feature `api/` modules: loads when the key changes, keeps the
// previous data while the next key loads (no flash of empty grid on a filter tap), aborts stale
// requests, and exposes reload for Retry buttons.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface ApiQueryState<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload: () => void;
}

export function useApiQuery<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): ApiQueryState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [attempt, setAttempt] = useState(0);
  // The fetcher closes over the key; keep the latest without re-running the effect for it.
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (key === null) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    fetcherRef.current(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        // Rendering a page of results is a transition: React renders it in slices, so a tap or a
        // scroll meanwhile is not kept waiting behind one long task (TBT, INP).
        startTransition(() => {
          setData(result);
          setLoading(false);
        });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure : new Error(String(failure)));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
