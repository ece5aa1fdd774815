// The listing's filters, search, sort and page live in the URL (shareable; Back, Forward and reload
// keep them), read and written with the shared converters so the API sees the same query.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listingQueryFromSearchParams, listingQueryToSearchParams, type ListingQuery } from '@carmarket/shared';
import { nextListingQuery, type ListingPatch } from '../listing-url';

export interface SetListingQueryOptions {
  /** Replace the history entry (slider drags, typing) instead of pushing one. */
  replace?: boolean;
}

export function useListingQuery(): [ListingQuery, (patch: ListingPatch, options?: SetListingQueryOptions) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => listingQueryFromSearchParams(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (patch: ListingPatch, options: SetListingQueryOptions = {}) => {
      setParams(
        (current) => listingQueryToSearchParams(nextListingQuery(listingQueryFromSearchParams(current), patch)),
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [query, update];
}
