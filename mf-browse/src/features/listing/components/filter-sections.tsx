// The listing filters of spec §2 as collapsible sections: owner type, price, year, brands (with
// search), location (states, cities, localities), body type, fuel, transmission, ownership, seats
// (spec §9). Used by the desktop sidebar and the mobile full-screen Filters panel.
// Each section's body is memoised on what it shows (its facets, its part of the query, the page's
// one change function): a tap in one section renders that section, not the ten others. The first
// tap on /buy-car is measured (bench/inp.mjs), and at 4x CPU every section it renders counts.
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import {
  formatIndianNumber,
  formatCompact,
  KM_RANGE_DEFAULT,
  KM_STEP,
  YEAR_STEP,
  type ListingFacets,
  type ListingListKey,
  type ListingQuery,
  type OwnerType,
  type PriceAndYearBounds,
} from '@carmarket/shared';
import type { ListingChange, ListingPatch } from '../listing-url';
import { toggleValue } from '../listing-url';
import {
  bodyTypeOptions,
  brandOptions,
  fuelOptions,
  locationOptions,
  ownershipOptions,
  ownerTypeOptions,
  searchOptions,
  seatsOptions,
  selectedBodyTypes,
  transmissionOptions,
  type FilterOption,
} from '../filter-options';
import { rangeToQuery, sliderRange } from '../slider-range';
import { LocationTree } from './location-tree';
import { RangeSlider } from './range-slider';
import {
  StyledEmpty,
  StyledOption,
  StyledOptionList,
  StyledSearchInput,
  StyledSection,
  StyledSectionBody,
  StyledSections,
  StyledSectionToggle,
} from './filter-sections.styles';

export const FILTER_SECTIONS = [
  { id: 'ownerType', title: 'Owner Type' },
  { id: 'price', title: 'Price Range' },
  { id: 'year', title: 'Year Range' },
  { id: 'brand', title: 'Brands' },
  { id: 'location', title: 'Location' },
  { id: 'bodyType', title: 'Body Type' },
  { id: 'fuel', title: 'Fuel Type' },
  { id: 'transmission', title: 'Transmission' },
  { id: 'ownership', title: 'Ownership' },
  { id: 'seats', title: 'Seats' },
  { id: 'km', title: 'Km Driven' },
] as const;
export type FilterSectionId = (typeof FILTER_SECTIONS)[number]['id'];
export type OpenSections = Record<FilterSectionId, boolean>;

export function allSections(open: boolean): OpenSections {
  return Object.fromEntries(FILTER_SECTIONS.map((s) => [s.id, open])) as OpenSections;
}

/** What every filter panel (desktop sidebar, mobile bar) works on: the query, its facets and bounds, and changes to it. */
export interface FilterPanelProps {
  query: ListingQuery;
  facets: ListingFacets | undefined;
  bounds: PriceAndYearBounds | undefined;
  /** A stable function (the page's): the sections' bodies are memoised on it. */
  onChange: (change: ListingChange) => void;
}

export interface FilterSectionsProps extends FilterPanelProps {
  priceStep: number;
  open: OpenSections;
  onToggle: (id: FilterSectionId) => void;
  /** The mobile panel also filters by km driven (spec §3 mobile filters); the desktop sidebar does not. */
  showKm?: boolean;
}

function Section({
  id,
  title,
  open,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = `${id}-body`;
  return (
    <StyledSection>
      <h3>
        <StyledSectionToggle type="button" id={`${id}-toggle`} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {title}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </StyledSectionToggle>
      </h3>
      <StyledSectionBody id={bodyId} role="group" aria-labelledby={`${id}-toggle`} hidden={!open}>
        {children}
      </StyledSectionBody>
    </StyledSection>
  );
}

export function OptionChecklist({
  options,
  selected,
  onToggle,
  emptyText = 'No results',
  type = 'checkbox',
  name,
}: {
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  emptyText?: string;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  if (options.length === 0) return <StyledEmpty>{emptyText}</StyledEmpty>;
  return (
    <StyledOptionList>
      {options.map((option) => (
        <li key={option.value}>
          <StyledOption>
            <input type={type} name={name} checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
            {option.label}
            {option.count !== undefined && <small>({option.count})</small>}
          </StyledOption>
        </li>
      ))}
    </StyledOptionList>
  );
}

/** The props of a section's body: the facets it shows and the page's change function (stable, so the body can be memoised). */
interface SectionBodyProps {
  facets: ListingFacets | undefined;
  onChange: (change: ListingChange) => void;
}

/** A section that filters on a list of the query (brands, locations, fuel, ...): its selected values. */
interface ListBodyProps extends SectionBodyProps {
  selected: readonly string[];
}

/** A range slider's props: the bounds and the query's part of the range only, so a plain `memo` keeps it out of other sections' taps. */
interface RangeBodyProps {
  bounds: PriceAndYearBounds | undefined;
  min: number | undefined;
  max: number | undefined;
  onChange: (patch: ListingPatch) => void;
}

export const PriceSlider = memo(function PriceSlider({ bounds, min, max, step, onChange }: RangeBodyProps & { step: number }) {
  const range = sliderRange(bounds ? { min: bounds.priceMin, max: bounds.priceMax } : null, { min, max }, step);
  if (!range) return bounds ? <StyledEmpty>Every car is ₹ {formatCompact(bounds.priceMin)}</StyledEmpty> : null;
  return (
    <RangeSlider
      name="price"
      range={range}
      format={(v) => `₹ ${formatCompact(v)}`}
      onCommit={(value) => {
        const picked = rangeToQuery(range, value);
        onChange({ priceMin: picked.min, priceMax: picked.max });
      }}
    />
  );
});

export const YearSlider = memo(function YearSlider({ bounds, min, max, onChange }: RangeBodyProps) {
  const range = sliderRange(bounds ? { min: bounds.yearMin, max: bounds.yearMax } : null, { min, max }, YEAR_STEP);
  if (!range) return bounds ? <StyledEmpty>Every car is from {bounds.yearMin}</StyledEmpty> : null;
  return (
    <RangeSlider
      name="year"
      range={range}
      format={String}
      onCommit={(value) => {
        const picked = rangeToQuery(range, value);
        onChange({ yearMin: picked.min, yearMax: picked.max });
      }}
    />
  );
});

export function KmSlider({ kmMax, onChange }: { kmMax: number | undefined; onChange: (patch: ListingPatch) => void }) {
  const range = sliderRange({ min: KM_RANGE_DEFAULT[0], max: KM_RANGE_DEFAULT[1] }, { min: undefined, max: kmMax }, KM_STEP);
  if (!range) return null;
  return (
    <RangeSlider
      name="km driven"
      range={{ ...range, value: [range.min, range.value[1]] }}
      format={(v) => `${formatIndianNumber(v)} km`}
      onCommit={(value) => onChange({ kmMax: rangeToQuery(range, [range.min, value[1]]).max })}
      maxOnly
    />
  );
}

type ListSectionKey = Extract<ListingListKey, 'fuel' | 'transmission' | 'ownership' | 'seats'>;

/** A list filter's options from the facets (fuel, transmission, ownership, seats). */
const LIST_OPTIONS: Record<ListSectionKey, (facets: ListingFacets | undefined) => FilterOption[]> = {
  fuel: fuelOptions,
  transmission: transmissionOptions,
  ownership: ownershipOptions,
  seats: seatsOptions,
};

/** Toggles `value` in the query's `key` list as the query is when the change is applied. */
function useListToggle(key: ListingListKey, onChange: (change: ListingChange) => void) {
  return useCallback((value: string) => onChange((current) => ({ [key]: toggleValue(current[key], value) })), [key, onChange]);
}

const ListSectionBody = memo(function ListSectionBody({
  listKey,
  facets,
  selected,
  onChange,
}: ListBodyProps & { listKey: ListSectionKey }) {
  const onToggle = useListToggle(listKey, onChange);
  return <OptionChecklist options={LIST_OPTIONS[listKey](facets)} selected={selected} onToggle={onToggle} />;
});

const OwnerTypeBody = memo(function OwnerTypeBody({
  name,
  facets,
  ownerType,
  onChange,
}: SectionBodyProps & { name: string; ownerType: OwnerType }) {
  return (
    <OptionChecklist
      type="radio"
      name={name}
      options={ownerTypeOptions(facets)}
      selected={[ownerType]}
      onToggle={(value) => onChange({ ownerType: value as OwnerType })}
    />
  );
});

const BrandBody = memo(function BrandBody({ facets, selected, onChange }: ListBodyProps) {
  const [term, setTerm] = useState('');
  const onToggle = useListToggle('brand', onChange);
  const options = searchOptions(brandOptions(facets, selected), term);
  return (
    <>
      <StyledSearchInput
        aria-label="Search brands"
        type="search"
        placeholder="Search brands"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <OptionChecklist options={options} selected={selected} onToggle={onToggle} emptyText="No matching brands" />
    </>
  );
});

const LocationBody = memo(function LocationBody({ facets, selected, onChange }: ListBodyProps) {
  const onToggle = useListToggle('location', onChange);
  return <LocationTree options={locationOptions(facets, selected)} selected={selected} onToggle={onToggle} />;
});

const BodyTypeBody = memo(function BodyTypeBody({ facets, bodyType, onChange }: SectionBodyProps & { bodyType: readonly string[] }) {
  const onToggle = useCallback(
    (value: string) => onChange((current) => ({ bodyType: toggleValue(selectedBodyTypes(current.bodyType), value) })),
    [onChange],
  );
  return <OptionChecklist options={bodyTypeOptions(facets)} selected={selectedBodyTypes(bodyType)} onToggle={onToggle} />;
});

export function FilterSections({ query, facets, bounds, onChange, priceStep, open, onToggle, showKm = false }: FilterSectionsProps) {
  const prefix = useId();

  const render = (id: FilterSectionId): ReactNode => {
    switch (id) {
      case 'ownerType':
        return <OwnerTypeBody name={`${prefix}-owner-type`} facets={facets} ownerType={query.ownerType} onChange={onChange} />;
      case 'price':
        return <PriceSlider bounds={bounds} min={query.priceMin} max={query.priceMax} step={priceStep} onChange={onChange} />;
      case 'year':
        return <YearSlider bounds={bounds} min={query.yearMin} max={query.yearMax} onChange={onChange} />;
      case 'brand':
        return <BrandBody facets={facets} selected={query.brand} onChange={onChange} />;
      case 'location':
        return <LocationBody facets={facets} selected={query.location} onChange={onChange} />;
      case 'bodyType':
        return <BodyTypeBody facets={facets} bodyType={query.bodyType} onChange={onChange} />;
      case 'fuel':
      case 'transmission':
      case 'ownership':
      case 'seats':
        return <ListSectionBody listKey={id} facets={facets} selected={query[id]} onChange={onChange} />;
      case 'km':
        return <KmSlider kmMax={query.kmMax} onChange={onChange} />;
    }
  };

  return (
    <StyledSections>
      {FILTER_SECTIONS.filter((section) => showKm || section.id !== 'km').map((section) => (
        <Section
          key={section.id}
          id={`${prefix}-${section.id}`}
          title={section.title}
          open={open[section.id]}
          onToggle={() => onToggle(section.id)}
        >
          {open[section.id] && render(section.id)}
        </Section>
      ))}
    </StyledSections>
  );
}
