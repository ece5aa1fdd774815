// Mobile filter bar: Filters (full-screen panel with every section), an owner-type dropdown, and
// chips that open the City, Brand + Models, Models Year, Body Type and Seats sheets. The Budget chip
// shows the chosen price range in the compact format (L and Cr, spec §9) and opens the panel at Price Range.
import { useCallback, useState } from 'react';
import {
  Button,
  formatPriceRange,
  MOBILE_OWNERSHIP_FILTER,
  PRICE_STEP_MOBILE,
  SelectOptions,
  Sheet,
  VisuallyHidden,
  type ListingQuery,
  type OwnerType,
} from '@carmarket/shared';
import { allSections, FilterSections, type FilterPanelProps, type FilterSectionId, type OpenSections } from './filter-sections';
import { BodyTypeSheet, BrandModelSheet, CitySheet, ModelYearSheet, SeatsSheet } from './filter-sheets';
import { StyledChip, StyledMobileBar, StyledSheetFooter } from './mobile-filters.styles';

type FilterSheet = 'city' | 'brand' | 'year' | 'bodyType' | 'seats';
type OpenSheet = 'filters' | FilterSheet | null;

/** The chips that open a sheet, each marked active while its filter is set. */
const SHEET_CHIPS: ReadonlyArray<{ sheet: FilterSheet; label: string; active: (query: ListingQuery) => boolean }> = [
  { sheet: 'city', label: 'City', active: (query) => query.location.length > 0 },
  { sheet: 'brand', label: 'Brand + Models', active: (query) => query.brand.length + query.model.length > 0 },
  { sheet: 'year', label: 'Models Year', active: (query) => query.yearMin !== undefined || query.yearMax !== undefined },
  { sheet: 'bodyType', label: 'Body Type', active: (query) => query.bodyType.length > 0 },
  { sheet: 'seats', label: 'Seats', active: (query) => query.seats.length > 0 },
];

export interface MobileFilterBarProps extends FilterPanelProps {
  total: number | undefined;
  onClearAll: () => void;
}

export function MobileFilterBar({ total, onClearAll, ...filters }: MobileFilterBarProps) {
  const { query, facets, bounds, onChange } = filters;
  const [openSheet, setOpenSheet] = useState<OpenSheet>(null);
  const [sections, setSections] = useState<OpenSections>(() => allSections(false));
  const toggleSection = useCallback((id: FilterSectionId) => setSections((s) => ({ ...s, [id]: !s[id] })), []);
  const close = useCallback(() => setOpenSheet(null), []);
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
          <SelectOptions options={MOBILE_OWNERSHIP_FILTER.map((label) => ({ value: label.toLowerCase(), label }))} />
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
      {SHEET_CHIPS.map(({ sheet, label, active }) => (
        <StyledChip
          key={sheet}
          type="button"
          data-active={active(query) || undefined}
          onClick={() => setOpenSheet(sheet)}
          aria-haspopup="dialog"
        >
          {label}
        </StyledChip>
      ))}

      <Sheet open={openSheet === 'filters'} onClose={close} title="Filters" fullScreen>
        <FilterSections {...filters} priceStep={PRICE_STEP_MOBILE} open={sections} onToggle={toggleSection} showKm />
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
