// Where the hero's search box sends the visitor: /buy-car with the model text or a budget range,
// written with the listing's own URL format so the browse page reads it back.
import { listingQueryToSearchParams, type ListingQuery } from '@carmarket/shared';

export type HeroSearchMode = 'model' | 'budget';

export interface BudgetRange {
  id: string;
  label: string;
  priceMin?: number;
  priceMax?: number;
}

const LAKH = 100_000;

export const BUDGET_RANGES: readonly BudgetRange[] = [
  { id: 'under-3', label: 'Under 3 Lakh', priceMax: 3 * LAKH },
  { id: '3-5', label: '3 - 5 Lakh', priceMin: 3 * LAKH, priceMax: 5 * LAKH },
  { id: '5-8', label: '5 - 8 Lakh', priceMin: 5 * LAKH, priceMax: 8 * LAKH },
  { id: '8-12', label: '8 - 12 Lakh', priceMin: 8 * LAKH, priceMax: 12 * LAKH },
  { id: '12-20', label: '12 - 20 Lakh', priceMin: 12 * LAKH, priceMax: 20 * LAKH },
  { id: 'over-20', label: 'Above 20 Lakh', priceMin: 20 * LAKH },
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
