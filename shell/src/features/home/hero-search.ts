// Where the hero's search box sends the visitor: /buy-car with the model text or a budget range,
// written with the listing's own URL format so the browse page reads it back.
import { formatPriceRange, listingQueryToSearchParams, type ListingQuery } from '@carmarket/shared';

export type HeroSearchMode = 'model' | 'budget';

export interface BudgetRange {
  id: string;
  label: string;
  priceMin?: number;
  priceMax?: number;
}

const LAKH = 100_000;
const CRORE = 100 * LAKH;

const budget = (id: string, priceMin: number | undefined, priceMax: number | undefined): BudgetRange => ({
  id,
  // The compact format of spec §9 (L and Cr), as on the listing's Budget chip.
  label: formatPriceRange({ priceMin, priceMax }),
  priceMin,
  priceMax,
});

export const BUDGET_RANGES: readonly BudgetRange[] = [
  budget('under-3', undefined, 3 * LAKH),
  budget('3-5', 3 * LAKH, 5 * LAKH),
  budget('5-8', 5 * LAKH, 8 * LAKH),
  budget('8-12', 8 * LAKH, 12 * LAKH),
  budget('12-20', 12 * LAKH, 20 * LAKH),
  budget('20-50', 20 * LAKH, 50 * LAKH),
  budget('50-100', 50 * LAKH, CRORE),
  budget('over-100', CRORE, undefined),
];

function buyCarHref(query: Partial<ListingQuery>): string {
  const params = listingQueryToSearchParams(query).toString();
  return params ? `/buy-car?${params}` : '/buy-car';
}

export function heroSearchHref(mode: HeroSearchMode, value: string): string {
  if (mode === 'model') return buyCarHref({ search: value.trim() });
  const range = BUDGET_RANGES.find((entry) => entry.id === value);
  if (!range) return '/buy-car';
  return buyCarHref({ priceMin: range.priceMin, priceMax: range.priceMax });
}

export function bodyTypeHref(bodyType: string): string {
  return buyCarHref({ bodyType: [bodyType] });
}

export function brandHref(brand: string): string {
  return buyCarHref({ brand: [brand] });
}
