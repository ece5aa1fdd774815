// /buy-car: breadcrumb, search, city picker, sort, the '{count} Second Hand Cars in ...' heading,
// the paginated grid from GET /api/v1/cars, the desktop sidebar and the mobile filter bar.
// Every filter lives in the URL; the shared selected city pre-filters a URL without a location.
// A landing URL (/used-cars-in-pune, landingSlug) opens with its filter applied, and no pre-filter.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  HydrateWhenVisible,
  landingPageOfSlug,
  LIST_KEYS,
  LISTING_SORTS,
  listingHeadTexts,
  listingQueryToSearchParams,
  PageHead,
  preloadApiClient,
  SORT_LABELS,
  useSelectedCity,
  VisuallyHidden,
  whenIdle,
  type BuyCarPageProps,
  type ListingSort,
  SelectOptions,
} from '@carmarket/shared';
import { useCarListing } from '../../cars/api/get-car-listing';
import { useSavedCarIds, useToggleSavedCar } from '../../cars/api/saved-cars';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { cityOptions, locationLabel } from '../filter-options';
import { useListingQuery, type SetListingQueryOptions } from '../hooks/use-listing-query';
import { useScrollToResults } from '../hooks/use-scroll-to-results';
import { carListErrorText } from '../list-error';
import { hasActiveFilters, listingHeading, withSelectedCity, type ListingChange, type ListingPatch } from '../listing-url';
import { CarGrid, type CarGridProps } from './car-grid';
import { FilterSidebar } from './filter-sidebar';
import { ListingPagination } from './listing-pagination';
import { MobileFilterBar } from './mobile-filter-bar';
import { SearchBox } from './search-box';
import {
  StyledBreadcrumb,
  StyledDesktopOnly,
  StyledDesktopSidebar,
  StyledHeadingRow,
  StyledLayout,
  StyledLoadError,
  StyledPage,
  StyledResults,
  StyledStatus,
  StyledToolbar,
} from './buy-car-page.styles';

const SEARCH_DEBOUNCE_MS = 350;
/** The sort menu of spec §3; 'listedNewToOld' (Recently Added) is for the home carousel and links. */
const MENU_SORTS: readonly ListingSort[] = LISTING_SORTS.filter((sort) => sort !== 'listedNewToOld');
/** Clear all: every list filter emptied, the ranges and the search dropped; the sort kept. */
const CLEARED: ListingPatch = {
  ...Object.fromEntries(LIST_KEYS.map((key) => [key, []])),
  ownerType: 'all',
  priceMin: undefined,
  priceMax: undefined,
  yearMin: undefined,
  yearMax: undefined,
  kmMax: undefined,
  search: '',
};

/** The selected city pre-filters once on arrival, and again whenever the visitor picks another city. */
function useSelectedCityPreFilter(update: (patch: ListingPatch, options?: SetListingQueryOptions) => void, isLanding: boolean): boolean {
  const selectedCity = useSelectedCity();
  const [params] = useSearchParams();
  // A landing URL shows what it names, to every visitor and crawler alike.
  const [arrival] = useState(() => (isLanding ? null : withSelectedCity(params, selectedCity)));
  // Not ready until the city is in the query, so the page never asks for the unfiltered list first.
  const [ready, setReady] = useState(arrival === null);
  const lastCity = useRef(selectedCity);

  useEffect(() => {
    if (ready || !selectedCity) return;
    update({ location: [selectedCity] }, { replace: true });
    setReady(true);
  }, [ready, selectedCity, update]);

  useEffect(() => {
    if (lastCity.current === selectedCity) return;
    lastCity.current = selectedCity;
    if (selectedCity) update({ location: [selectedCity] });
  }, [selectedCity, update]);

  return ready;
}

/**
 * What the page that mounts this one adds (the exposed module: features never import in a circle):
 * a control on each card (Compare), and what follows the page (the compare tray).
 */
export interface BuyCarPageSlots {
  renderCardAction?: CarGridProps['renderCardAction'];
  pageEnd?: ReactNode;
}

export function BuyCarPage({ landingSlug, renderCardAction, pageEnd }: BuyCarPageProps & BuyCarPageSlots = {}) {
  const landing = landingPageOfSlug(landingSlug);
  const [query, setQuery] = useListingQuery(landing);
  const update = useCallback((change: ListingChange) => setQuery(change), [setQuery]);
  const ready = useSelectedCityPreFilter(setQuery, landing !== null);
  const { data, error, isFetching: loading, refetch } = useCarListing(ready ? query : null);
  // The page arrives with its listing, so its first request is the visitor's first filter. ky, the
  // client that makes it, is fetched once the page is idle rather than by that tap: on slow 4G at
  // 4x CPU the tap's request left ~200 ms sooner (bench/filter-results.mjs, docs/BENCHMARKS.md).
  useEffect(() => whenIdle(preloadApiClient), []);
  const savedIds = useSavedCarIds();
  const toggleSave = useToggleSavedCar();
  const clearAll = useCallback(() => setQuery(CLEARED), [setQuery]);
  const onSearch = useCallback((term: string, options: { replace: boolean }) => setQuery({ search: term }, options), [setQuery]);
  const head = listingHeadTexts(query);
  // A new page, filter or order starts from the top of the results.
  const resultsRef = useRef<HTMLElement>(null);
  useScrollToResults(resultsRef, listingQueryToSearchParams(query).toString());

  const total = data?.total;
  // The count is only known once this query's page is in (not during the first load, nor while a
  // new query loads over the previous page's data).
  const countKnown = data !== undefined && !loading && !error;
  const heading = listingHeading(countKnown ? data.total : null, query.location.map(locationLabel));
  const cities = cityOptions(data?.facets, query.location);
  const cityValue = query.location.length === 1 ? (query.location[0] ?? '') : '';
  // One element while the filters are the same: a new one would reach the sidebar while it waits
  // to hydrate, and React would hydrate it at once.
  const facets = data?.facets;
  const bounds = data?.bounds;
  const sidebar = useMemo(
    () => <FilterSidebar query={query} facets={facets} bounds={bounds} onChange={update} onClearAll={clearAll} />,
    [query, facets, bounds, update, clearAll],
  );

  let results: React.ReactNode;
  if (error) {
    results = (
      <div>
        <StyledLoadError role="alert">{carListErrorText(error)}</StyledLoadError>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (!data) {
    results = <StyledStatus role="status">Loading cars...</StyledStatus>;
  } else if (data.total === 0) {
    results = <StyledStatus role="status">{hasActiveFilters(query) ? 'No cars found' : 'No cars available'}</StyledStatus>;
  } else {
    results = (
      <>
        <CarGrid cars={data.cars} savedIds={savedIds} onToggleSave={toggleSave} renderCardAction={renderCardAction} />
        <ListingPagination query={query} pageCount={data.pageCount} />
      </>
    );
  }

  return (
    <StyledPage>
      <PageHead title={head.title} description={head.description} path={head.path} />
      <StyledBreadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Used Cars</li>
        </ol>
      </StyledBreadcrumb>

      <StyledToolbar>
        <SearchBox
          label="Search cars"
          placeholder="Search by brand or model"
          value={query.search}
          delayMs={SEARCH_DEBOUNCE_MS}
          onSearch={onSearch}
        />
        <StyledDesktopOnly>
          <label>
            City
            <select value={cityValue} onChange={(e) => update({ location: e.target.value ? [e.target.value] : [] })}>
              <option value="">All Locations</option>
              {query.location.length > 1 && (
                <option value="" disabled>
                  {query.location.join(', ')}
                </option>
              )}
              <SelectOptions options={cities} />
            </select>
          </label>
        </StyledDesktopOnly>
        <label>
          Sort by
          <select value={query.sort} onChange={(e) => update({ sort: e.target.value as ListingSort })}>
            <SelectOptions
              options={(MENU_SORTS.includes(query.sort) ? MENU_SORTS : [...MENU_SORTS, query.sort]).map((sort) => ({
                value: sort,
                label: SORT_LABELS[sort],
              }))}
            />
          </select>
        </label>
      </StyledToolbar>

      <StyledHeadingRow>
        <h1 aria-busy={!countKnown}>{heading}</h1>
        <SaveSearchButton query={query} />
      </StyledHeadingRow>

      <MobileFilterBar
        query={query}
        facets={data?.facets}
        bounds={data?.bounds}
        total={countKnown ? total : undefined}
        onChange={update}
        onClearAll={clearAll}
      />

      <StyledLayout>
        <StyledDesktopSidebar>
          {/* Hidden on phones: hydrated only once it is on screen (a wider window) or its filters
              change, never at start-up or idle on a phone (issue 25 point 4). */}
          <HydrateWhenVisible whenIdle={false}>{sidebar}</HydrateWhenVisible>
        </StyledDesktopSidebar>
        <StyledResults ref={resultsRef} aria-label="Results" aria-busy={loading}>
          {/* Card titles are h3: on phones the sidebar's h2 is hidden, so the results need their own h2. */}
          <VisuallyHidden as="h2">Cars for sale</VisuallyHidden>
          {results}
        </StyledResults>
      </StyledLayout>
      {pageEnd}
    </StyledPage>
  );
}
