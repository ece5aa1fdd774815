// Desktop filter sidebar: the filter sections plus one button that collapses or expands them all.
import { useCallback, useState } from 'react';
import { PRICE_STEP_DESKTOP, type ListingFacets, type ListingQuery, type PriceAndYearBounds } from '@carmarket/shared';
import type { ListingPatch } from '../listing-url';
import { allSections, FilterSections, type FilterSectionId, type OpenSections } from './filter-sections';
import { StyledSidebar, StyledSidebarHeader } from './buy-car-page.styles';

export interface FilterSidebarProps {
  query: ListingQuery;
  facets: ListingFacets | undefined;
  bounds: PriceAndYearBounds | undefined;
  onChange: (patch: ListingPatch) => void;
  onClearAll: () => void;
}

export function FilterSidebar({ query, facets, bounds, onChange, onClearAll }: FilterSidebarProps) {
  const [open, setOpen] = useState<OpenSections>(() => allSections(true));
  const anyOpen = Object.values(open).some(Boolean);
  const toggle = useCallback((id: FilterSectionId) => setOpen((current) => ({ ...current, [id]: !current[id] })), []);

  return (
    <StyledSidebar aria-label="Filters">
      <StyledSidebarHeader>
        <h2>Filters</h2>
        <button type="button" onClick={onClearAll}>
          Clear all
        </button>
        <button type="button" aria-expanded={anyOpen} onClick={() => setOpen(allSections(!anyOpen))}>
          {anyOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </StyledSidebarHeader>
      <FilterSections
        query={query}
        facets={facets}
        bounds={bounds}
        onChange={onChange}
        priceStep={PRICE_STEP_DESKTOP}
        open={open}
        onToggle={toggle}
      />
    </StyledSidebar>
  );
}
