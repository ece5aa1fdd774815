// The listing's filters, search, sort and page live in the URL (shareable; Back, Forward and reload
// keep them), read and written with the shared converters so the API sees the same query.
// A local copy answers at once: the router applies navigations in a transition, and a controlled
// checkbox would otherwise flick back until it lands. The URL wins whenever it changes (Back/Forward).
// On a landing URL (/used-cars-in-pune) the path holds one filter and the query string the rest;
// a change that drops the landing filter goes on at /buy-car with every filter in the query string.
// The setter stays one function for the page's life (it reads the router's latest setters), so the
// filter sections it is handed to skip a render when nothing of theirs changed (filter-sections.tsx).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { listingQueryToSearchParams, type LandingPage, type ListingQuery } from '@carmarket/shared';
import { listingQueryFromSearchParams } from '@carmarket/shared/listing-query';
import { nextListingQuery, type ListingChange } from '../listing-url';

export interface SetListingQueryOptions {
  /** Replace the history entry (typing) instead of pushing one. */
  replace?: boolean;
}

type LandingKey = keyof LandingPage['filters'];

/** The landing page's filter keys and values, e.g. [['location', ['Pune']]]. */
function landingFilters(landing: LandingPage | null): [LandingKey, string[]][] {
  return landing ? (Object.entries(landing.filters) as [LandingKey, string[]][]) : [];
}

/** Whether two queries ask for the same listing (the same query string). */
function sameListingQuery(a: ListingQuery, b: ListingQuery): boolean {
  return listingQueryToSearchParams(a).toString() === listingQueryToSearchParams(b).toString();
}

/** True while the query still holds exactly the landing page's filter. */
function keepsLanding(query: ListingQuery, landing: LandingPage): boolean {
  return landingFilters(landing).every(([key, values]) => query[key].join('\n') === values.join('\n'));
}

export function useListingQuery(
  landing: LandingPage | null = null,
): [ListingQuery, (change: ListingChange, options?: SetListingQueryOptions) => void] {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const urlQuery = useMemo(() => {
    const query = listingQueryFromSearchParams(new URLSearchParams(search));
    return landing ? { ...query, ...landing.filters } : query;
  }, [search, landing]);
  const [query, setQuery] = useState(urlQuery);
  const latest = useRef(urlQuery);

  useEffect(() => {
    // The URL catching up with a change made here asks for nothing new: a fresh copy of the same
    // query would render the page and every filter section again after each tap.
    if (sameListingQuery(latest.current, urlQuery)) return;
    latest.current = urlQuery;
    setQuery(urlQuery);
  }, [urlQuery]);

  // The router's setters change with the URL; the latest are read when a change is applied.
  const router = useRef({ navigate, setParams, landing });
  useLayoutEffect(() => {
    router.current = { navigate, setParams, landing };
  });

  const update = useCallback((change: ListingChange, options: SetListingQueryOptions = {}) => {
    const next = nextListingQuery(latest.current, change);
    latest.current = next;
    setQuery(next);
    const replace = options.replace ?? false;
    const nextParams = listingQueryToSearchParams(next);
    const { navigate, setParams, landing } = router.current;
    if (landing && !keepsLanding(next, landing)) {
      navigate(`/buy-car?${nextParams.toString()}`, { replace, preventScrollReset: true });
      return;
    }
    for (const [key] of landingFilters(landing)) nextParams.delete(key);
    setParams(nextParams, { replace, preventScrollReset: true });
  }, []);
  return [query, update];
}
