// Mobile filter bar: Filters (full-screen panel with every section), an owner-type dropdown, and
// chips that open the City, Brand + Models, Models Year, Body Type and Seats sheets. The Budget chip
// shows the chosen price range in the compact format (L and Cr, spec §9) and opens the panel at Price Range.
import { useCallback, useState } from 'react';
import {
  Button,
  formatPriceRange,
  MOBILE_OWNERSHIP_FILTER,
  PRICE_STEP_MOBILE,
  Sheet,
  VisuallyHidden,
  type ListingFacets,
  type ListingQuery,
  type OwnerType,
  type PriceAndYearBounds,
} from '@carmarket/shared';
import type { ListingPatch } from '../listing-url';
import { allSections, FilterSections, type FilterSectionId, type OpenSections } from './filter-sections';
import { BodyTypeSheet, BrandModelSheet, CitySheet, ModelYearSheet, SeatsSheet } from './filter-sheets';
import { StyledChip, StyledMobileBar, StyledSheetFooter } from './mobile-filters.styles';

type OpenSheet = 'filters' | 'city' | 'brand' | 'year' | 'bodyType' | 'seats' | null;

export interface MobileFilterBarProps {
  query: ListingQuery;
  facets: ListingFacets | undefined;
  bounds: PriceAndYearBounds | undefined;
  total: number | undefined;
  onChange: (patch: ListingPatch) => void;
  onClearAll: () => void;
}

export function MobileFilterBar({ query, facets, bounds, total, onChange, onClearAll }: MobileFilterBarProps) {
  const [openSheet, setOpenSheet] = useState<OpenSheet>(null);
  const [sections, setSections] = useState<OpenSections>(() => allSections(false));
  const toggleSection = useCallback((id: FilterSectionId) => setSections((s) => ({ ...s, [id]: !s[id] })), []);
  const close = useCallback(() => setOpenSheet(null), []);
  const yearActive = query.yearMin !== undefined || query.yearMax !== undefined;
  const budget = formatPriceRange({ priceMin: query.priceMin, priceMax: query.priceMax });
  const openBudget = useCallback(() => {
    setSections((s) => ({ ...s, price: true }));
    setOpenSheet('filters');
  }, []);

  return (
    <StyledMobileBar aria-label="Quick filters" role="toolbar">
      <StyledChip type="button" onClick={() => setOpenSheet('filters')} aria-haspopup="dialog">
        Filters
      </StyledChip>
      <label>
        <VisuallyHidden>Owner type</VisuallyHidden>
        <select value={query.ownerType} onChange={(e) => onChange({ ownerType: e.target.value as OwnerType })}>
          {MOBILE_OWNERSHIP_FILTER.map((label) => (
            <option key={label} value={label.toLowerCase()}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <StyledChip type="button" data-active={budget !== '' || undefined} onClick={openBudget} aria-haspopup="dialog">
        {budget === '' ? (
          'Budget'
        ) : (
          <>
            <VisuallyHidden>Budget: </VisuallyHidden>
            {budget}
          </>
        )}
      </StyledChip>
      <StyledChip
        type="button"
        data-active={query.location.length > 0 || undefined}
        onClick={() => setOpenSheet('city')}
        aria-haspopup="dialog"
      >
        City
      </StyledChip>
      <StyledChip
        type="button"
        data-active={query.brand.length + query.model.length > 0 || undefined}
        onClick={() => setOpenSheet('brand')}
        aria-haspopup="dialog"
      >
        Brand + Models
      </StyledChip>
      <StyledChip type="button" data-active={yearActive || undefined} onClick={() => setOpenSheet('year')} aria-haspopup="dialog">
        Models Year
      </StyledChip>
      <StyledChip
        type="button"
        data-active={query.bodyType.length > 0 || undefined}
        onClick={() => setOpenSheet('bodyType')}
        aria-haspopup="dialog"
      >
        Body Type
      </StyledChip>
      <StyledChip
        type="button"
        data-active={query.seats.length > 0 || undefined}
        onClick={() => setOpenSheet('seats')}
        aria-haspopup="dialog"
      >
        Seats
      </StyledChip>

      <Sheet open={openSheet === 'filters'} onClose={close} title="Filters" fullScreen>
        <FilterSections
          query={query}
          facets={facets}
          bounds={bounds}
          onChange={onChange}
          priceStep={PRICE_STEP_MOBILE}
          open={sections}
          onToggle={toggleSection}
          showKm
        />
        <StyledSheetFooter>
          <Button type="button" $variant="secondary" onClick={onClearAll}>
            Clear all
          </Button>
          <Button type="button" onClick={close}>
            {total === undefined ? 'Show Cars' : `Show ${total} Cars`}
          </Button>
        </StyledSheetFooter>
      </Sheet>
      {openSheet === 'city' && <CitySheet open onClose={close} facets={facets} onApply={onChange} selected={query.location} />}
      {openSheet === 'brand' && (
        <BrandModelSheet
          open
          onClose={close}
          facets={facets}
          onApply={onChange}
          selectedBrands={query.brand}
          selectedModels={query.model}
        />
      )}
      {openSheet === 'year' && (
        <ModelYearSheet open onClose={close} onApply={onChange} bounds={bounds} yearMin={query.yearMin} yearMax={query.yearMax} />
      )}
      {openSheet === 'bodyType' && <BodyTypeSheet open onClose={close} facets={facets} onApply={onChange} selected={query.bodyType} />}
      {openSheet === 'seats' && <SeatsSheet open onClose={close} facets={facets} onApply={onChange} selected={query.seats} />}
    </StyledMobileBar>
  );
}
