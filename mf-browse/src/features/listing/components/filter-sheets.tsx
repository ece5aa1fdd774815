// The mobile bottom sheets of spec §2: City (states, cities and localities; Clear Filter, Show
// Cars), Brand + Models (9 brands per page; a brand opens its models, as listed in the data),
// Models Year, Body Type (6 per page) and Seats (spec §9). Choices are staged in the sheet and
// applied with Show Cars.
import { useState } from 'react';
import { Button, Sheet, YEAR_STEP, type ListingFacets, type PriceAndYearBounds, type SeatOption } from '@carmarket/shared';
import type { ListingPatch } from '../listing-url';
import { toggleValue } from '../listing-url';
import {
  bodyTypeOptions,
  brandOptions,
  locationOptions,
  modelOptions,
  pageOf,
  searchLocationOptions,
  searchOptions,
  seatsOptions,
  selectedBodyTypes,
} from '../filter-options';
import { rangeToQuery, sliderRange } from '../slider-range';
import { OptionChecklist } from './filter-sections';
import { StyledSearchInput } from './filter-sections.styles';
import { LocationTree } from './location-tree';
import { RangeSlider } from './range-slider';
import { StyledBackLink, StyledBrandGrid, StyledBrandTile, StyledPager, StyledSheetFooter } from './mobile-filters.styles';

export const BRANDS_PER_PAGE = 9;
export const BODY_TYPES_PER_PAGE = 6;

interface SheetBaseProps {
  open: boolean;
  onClose: () => void;
  facets: ListingFacets | undefined;
  onApply: (patch: ListingPatch) => void;
}

interface FooterProps {
  onApply: (patch: ListingPatch) => void;
  onClose: () => void;
  /** What Clear Filter applies (after emptying the sheet's own choices with onReset). */
  cleared: ListingPatch;
  /** What Show Cars applies: the choices staged in the sheet. */
  chosen: ListingPatch;
  onReset: () => void;
}

/** Clear Filter and Show Cars: each applies its patch at once and closes the sheet. */
function Footer({ onApply, onClose, cleared, chosen, onReset }: FooterProps) {
  const apply = (patch: ListingPatch) => {
    onApply(patch);
    onClose();
  };
  return (
    <StyledSheetFooter>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => {
          onReset();
          apply(cleared);
        }}
      >
        Clear Filter
      </Button>
      <Button type="button" onClick={() => apply(chosen)}>
        Show Cars
      </Button>
    </StyledSheetFooter>
  );
}

function Pager({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <StyledPager aria-label={label}>
      <Button type="button" $variant="ghost" $size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button type="button" $variant="ghost" $size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
    </StyledPager>
  );
}

export function CitySheet({ open, onClose, facets, onApply, selected }: SheetBaseProps & { selected: readonly string[] }) {
  const [staged, setStaged] = useState<string[]>([...selected]);
  const [term, setTerm] = useState('');
  const options = searchLocationOptions(locationOptions(facets, [...selected, ...staged]), term);
  return (
    <Sheet open={open} onClose={onClose} title="City">
      <StyledSearchInput
        type="search"
        aria-label="Search city"
        placeholder="Search city"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <LocationTree
        options={options}
        selected={staged}
        onToggle={(place) => setStaged((s) => toggleValue(s, place))}
        expandAll={term.trim() !== ''}
      />
      <Footer onApply={onApply} onClose={onClose} cleared={{ location: [] }} chosen={{ location: staged }} onReset={() => setStaged([])} />
    </Sheet>
  );
}

export function BrandModelSheet({
  open,
  onClose,
  facets,
  onApply,
  selectedBrands,
  selectedModels,
}: SheetBaseProps & { selectedBrands: readonly string[]; selectedModels: readonly string[] }) {
  const [brands, setBrands] = useState<string[]>([...selectedBrands]);
  const [models, setModels] = useState<string[]>([...selectedModels]);
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState('');
  const [openBrand, setOpenBrand] = useState<string | null>(null);

  const paged = pageOf(searchOptions(brandOptions(facets, brands), term), page, BRANDS_PER_PAGE);

  return (
    <Sheet open={open} onClose={onClose} title={openBrand ? `${openBrand} Models` : 'Brand + Models'}>
      {openBrand ? (
        <>
          <StyledBackLink type="button" onClick={() => setOpenBrand(null)}>
            ‹ All brands
          </StyledBackLink>
          <OptionChecklist
            options={[{ label: `All ${openBrand} models`, value: openBrand, count: undefined }]}
            selected={brands}
            onToggle={() => setBrands((b) => toggleValue(b, openBrand))}
          />
          <OptionChecklist
            options={modelOptions(facets, openBrand)}
            selected={models}
            onToggle={(model) => {
              setModels((m) => toggleValue(m, model));
              // A model implies its brand.
              setBrands((b) => (b.includes(openBrand) ? b : [...b, openBrand]));
            }}
          />
        </>
      ) : (
        <>
          <StyledSearchInput
            type="search"
            aria-label="Search brands"
            placeholder="Search brands"
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              setPage(1);
            }}
          />
          {paged.items.length === 0 ? (
            <p>No results</p>
          ) : (
            <StyledBrandGrid>
              {paged.items.map((brand) => (
                <li key={brand.value}>
                  <StyledBrandTile
                    type="button"
                    data-selected={brands.includes(brand.value) || undefined}
                    onClick={() => setOpenBrand(brand.value)}
                  >
                    {brand.label}
                    {brand.count !== undefined && <small> ({brand.count})</small>}
                  </StyledBrandTile>
                </li>
              ))}
            </StyledBrandGrid>
          )}
          <Pager label="Brand pages" page={paged.page} pageCount={paged.pageCount} onPage={setPage} />
        </>
      )}
      <Footer
        onApply={onApply}
        onClose={onClose}
        cleared={{ brand: [], model: [] }}
        chosen={{ brand: brands, model: models }}
        onReset={() => {
          setBrands([]);
          setModels([]);
        }}
      />
    </Sheet>
  );
}

export function ModelYearSheet({
  open,
  onClose,
  onApply,
  bounds,
  yearMin,
  yearMax,
}: Omit<SheetBaseProps, 'facets'> & { bounds: PriceAndYearBounds | undefined; yearMin: number | undefined; yearMax: number | undefined }) {
  const [staged, setStaged] = useState({ min: yearMin, max: yearMax });
  const range = sliderRange(bounds ? { min: bounds.yearMin, max: bounds.yearMax } : null, staged, YEAR_STEP);
  return (
    <Sheet open={open} onClose={onClose} title="Models Year">
      {range ? (
        <RangeSlider
          name="year"
          range={range}
          format={String}
          commitDelayMs={0}
          onCommit={(value) => setStaged(rangeToQuery(range, value))}
        />
      ) : (
        <p>No results</p>
      )}
      <Footer
        onApply={onApply}
        onClose={onClose}
        cleared={{ yearMin: undefined, yearMax: undefined }}
        chosen={{ yearMin: staged.min, yearMax: staged.max }}
        onReset={() => setStaged({ min: undefined, max: undefined })}
      />
    </Sheet>
  );
}

export function BodyTypeSheet({ open, onClose, facets, onApply, selected }: SheetBaseProps & { selected: readonly string[] }) {
  const [staged, setStaged] = useState<string[]>(selectedBodyTypes(selected));
  const [page, setPage] = useState(1);
  const paged = pageOf(bodyTypeOptions(facets), page, BODY_TYPES_PER_PAGE);
  return (
    <Sheet open={open} onClose={onClose} title="Body Type">
      <OptionChecklist options={paged.items} selected={staged} onToggle={(value) => setStaged((s) => toggleValue(s, value))} />
      <Pager label="Body type pages" page={paged.page} pageCount={paged.pageCount} onPage={setPage} />
      <Footer onApply={onApply} onClose={onClose} cleared={{ bodyType: [] }} chosen={{ bodyType: staged }} onReset={() => setStaged([])} />
    </Sheet>
  );
}

export function SeatsSheet({ open, onClose, facets, onApply, selected }: SheetBaseProps & { selected: readonly SeatOption[] }) {
  const [staged, setStaged] = useState<string[]>([...selected]);
  return (
    <Sheet open={open} onClose={onClose} title="Seats">
      <OptionChecklist options={seatsOptions(facets)} selected={staged} onToggle={(value) => setStaged((s) => toggleValue(s, value))} />
      <Footer
        onApply={onApply}
        onClose={onClose}
        cleared={{ seats: [] }}
        chosen={{ seats: staged as SeatOption[] }}
        onReset={() => setStaged([])}
      />
    </Sheet>
  );
}
