// Saved Cars search and sort (spec §2): search by brand; Popularity (default), Newest, Oldest,
// Price Low to High, Price High to Low — the listing's own sort rules from @carmarket/shared.
import { SORT_LABELS, type ListingSort, type SavedCar } from '@carmarket/shared';
import { sortCars } from '@carmarket/shared/domain';

export const SAVED_CAR_SORTS: readonly ListingSort[] = ['popularity', 'yearNewToOld', 'yearOldToNew', 'priceLowToHigh', 'priceHighToLow'];
export const DEFAULT_SAVED_CAR_SORT: ListingSort = 'popularity';
export const savedCarSortLabel = (sort: ListingSort) => SORT_LABELS[sort];

export function applySavedCarsQuery(saved: readonly SavedCar[], brandSearch: string, sort: ListingSort): SavedCar[] {
  const wanted = brandSearch.trim().toLowerCase();
  const matching = wanted === '' ? saved : saved.filter((entry) => entry.car.brand.toLowerCase().includes(wanted));
  const order = sortCars(
    matching.map((entry) => entry.car),
    sort,
  ).map((car) => car.id);
  const byCarId = new Map(matching.map((entry) => [entry.car.id, entry]));
  return order.map((id) => byCarId.get(id)!).filter(Boolean);
}
