// The listing filters of spec §2 as collapsible sections: owner type, price, year, brands (with
// search), location (states, cities, localities), body type, fuel, transmission, ownership, seats
// (spec §9). Used by the desktop sidebar and the mobile full-screen Filters panel.
import { useId, useState, type ReactNode } from 'react';
import {
  formatIndianNumber,
  formatCompact,
  KM_RANGE_DEFAULT,
  KM_STEP,
  OWNER_TYPES,
  YEAR_STEP,
  type ListingFacets,
  type ListingListKey,
  type ListingQuery,
  type OwnerType,
  type PriceAndYearBounds,
} from '@carmarket/shared';
import type { ListingPatch } from '../listing-url';
import { toggleValue } from '../listing-url';
import {
  bodyTypeOptions,
  brandOptions,
  fuelOptions,
  locationOptions,
  ownershipOptions,
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

export const OWNER_TYPE_LABELS: Readonly<Record<OwnerType, string>> = { all: 'All', dealer: 'Dealer', owner: 'Owner' };

/** What every filter panel (desktop sidebar, mobile bar) works on: the query, its facets and bounds, and changes to it. */
export interface FilterPanelProps {
  query: ListingQuery;
  facets: ListingFacets | undefined;
  bounds: PriceAndYearBounds | undefined;
  onChange: (patch: ListingPatch) => void;
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

export function PriceSlider({
  query,
  bounds,
  step,
  onChange,
}: {
  query: ListingQuery;
  bounds: PriceAndYearBounds | undefined;
  step: number;
  onChange: (patch: ListingPatch) => void;
}) {
  const range = sliderRange(
    bounds ? { min: bounds.priceMin, max: bounds.priceMax } : null,
    { min: query.priceMin, max: query.priceMax },
    step,
  );
  if (!range) return bounds ? <StyledEmpty>Every car is ₹ {formatCompact(bounds.priceMin)}</StyledEmpty> : null;
  return (
    <RangeSlider
      name="price"
      range={range}
      format={(v) => `₹ ${formatCompact(v)}`}
      onCommit={(value) => {
        const { min, max } = rangeToQuery(range, value);
        onChange({ priceMin: min, priceMax: max });
      }}
    />
  );
}

export function YearSlider({
  query,
  bounds,
  onChange,
}: {
  query: ListingQuery;
  bounds: PriceAndYearBounds | undefined;
  onChange: (patch: ListingPatch) => void;
}) {
  const range = sliderRange(
    bounds ? { min: bounds.yearMin, max: bounds.yearMax } : null,
    { min: query.yearMin, max: query.yearMax },
    YEAR_STEP,
  );
  if (!range) return bounds ? <StyledEmpty>Every car is from {bounds.yearMin}</StyledEmpty> : null;
  return (
    <RangeSlider
      name="year"
      range={range}
      format={String}
      onCommit={(value) => {
        const { min, max } = rangeToQuery(range, value);
        onChange({ yearMin: min, yearMax: max });
      }}
    />
  );
}

function BrandSearchList({
  query,
  facets,
  onToggle,
}: {
  query: ListingQuery;
  facets: ListingFacets | undefined;
  onToggle: (value: string) => void;
}) {
  const [term, setTerm] = useState('');
  const options = searchOptions(brandOptions(facets, query.brand), term);
  return (
    <>
      <StyledSearchInput
        aria-label="Search brands"
        type="search"
        placeholder="Search brands"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <OptionChecklist options={options} selected={query.brand} onToggle={onToggle} emptyText="No matching brands" />
    </>
  );
}

export function KmSlider({ query, onChange }: { query: ListingQuery; onChange: (patch: ListingPatch) => void }) {
  const range = sliderRange({ min: KM_RANGE_DEFAULT[0], max: KM_RANGE_DEFAULT[1] }, { min: undefined, max: query.kmMax }, KM_STEP);
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

export function FilterSections({ query, facets, bounds, onChange, priceStep, open, onToggle, showKm = false }: FilterSectionsProps) {
  const prefix = useId();
  const toggleList = (key: ListingListKey, value: string) => onChange({ [key]: toggleValue(query[key], value) });
  const ownerCounts = new Map((facets?.ownerType ?? []).map((f) => [f.value, f.count]));
  const ownerOptions: FilterOption[] = OWNER_TYPES.map((value) => ({
    label: OWNER_TYPE_LABELS[value],
    value,
    count: value === 'all' || !facets ? undefined : (ownerCounts.get(value) ?? 0),
  }));

  const render = (id: FilterSectionId): ReactNode => {
    switch (id) {
      case 'ownerType':
        return (
          <OptionChecklist
            type="radio"
            name={`${prefix}-owner-type`}
            options={ownerOptions}
            selected={[query.ownerType]}
            onToggle={(value) => onChange({ ownerType: value as OwnerType })}
          />
        );
      case 'price':
        return <PriceSlider query={query} bounds={bounds} step={priceStep} onChange={onChange} />;
      case 'year':
        return <YearSlider query={query} bounds={bounds} onChange={onChange} />;
      case 'brand':
        return <BrandSearchList query={query} facets={facets} onToggle={(v) => toggleList('brand', v)} />;
      case 'location':
        return (
          <LocationTree
            options={locationOptions(facets, query.location)}
            selected={query.location}
            onToggle={(v) => toggleList('location', v)}
          />
        );
      case 'bodyType':
        return (
          <OptionChecklist
            options={bodyTypeOptions(facets)}
            selected={selectedBodyTypes(query.bodyType)}
            onToggle={(v) => onChange({ bodyType: toggleValue(selectedBodyTypes(query.bodyType), v) })}
          />
        );
      case 'fuel':
        return <OptionChecklist options={fuelOptions(facets)} selected={query.fuel} onToggle={(v) => toggleList('fuel', v)} />;
      case 'transmission':
        return (
          <OptionChecklist
            options={transmissionOptions(facets)}
            selected={query.transmission}
            onToggle={(v) => toggleList('transmission', v)}
          />
        );
      case 'ownership':
        return (
          <OptionChecklist options={ownershipOptions(facets)} selected={query.ownership} onToggle={(v) => toggleList('ownership', v)} />
        );
      case 'seats':
        return <OptionChecklist options={seatsOptions(facets)} selected={query.seats} onToggle={(v) => toggleList('seats', v)} />;
      case 'km':
        return <KmSlider query={query} onChange={onChange} />;
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
