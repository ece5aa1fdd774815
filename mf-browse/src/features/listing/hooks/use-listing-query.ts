// The listing's filters, search, sort and page live in the URL (shareable; Back, Forward and reload
// keep them), read and written with the shared converters so the API sees the same query.
// A local copy answers at once: the router applies navigations in a transition, and a controlled
// checkbox would otherwise flick back until it lands. The URL wins whenever it changes (Back/Forward).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listingQueryToSearchParams, type ListingQuery } from '@carmarket/shared';
import { listingQueryFromSearchParams } from '@carmarket/shared/listing-query';
import { nextListingQuery, type ListingPatch } from '../listing-url';

export interface SetListingQueryOptions {
  /** Replace the history entry (typing) instead of pushing one. */
  replace?: boolean;
}

export function useListingQuery(): [ListingQuery, (patch: ListingPatch, options?: SetListingQueryOptions) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const urlQuery = useMemo(() => listingQueryFromSearchParams(new URLSearchParams(search)), [search]);
  const [query, setQuery] = useState(urlQuery);
  const latest = useRef(urlQuery);

  useEffect(() => {
    latest.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  const update = useCallback(
    (patch: ListingPatch, options: SetListingQueryOptions = {}) => {
      const next = nextListingQuery(latest.current, patch);
      latest.current = next;
      setQuery(next);
      setParams(listingQueryToSearchParams(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setParams],
  );
  return [query, update];
}
