// My Enquiries search (car name, brand, model, city or owner) and sort by price.
import type { Enquiry } from '@carmarket/shared';

export const ENQUIRY_SORTS = [
  { value: 'recent', label: 'Most recent' },
  { value: 'priceLowToHigh', label: 'Price Low to High' },
  { value: 'priceHighToLow', label: 'Price High to Low' },
] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number]['value'];

export function applyEnquiriesQuery(enquiries: readonly Enquiry[], search: string, sort: EnquirySort): Enquiry[] {
  const wanted = search.trim().toLowerCase();
  const matching =
    wanted === ''
      ? [...enquiries]
      : enquiries.filter(({ car, owner }) =>
          [car.carName, car.brand, car.model, car.address.city, owner.name].some((text) => (text ?? '').toLowerCase().includes(wanted)),
        );
  if (sort === 'recent') return matching;
  const direction = sort === 'priceLowToHigh' ? 1 : -1;
  return matching.sort((a, b) => direction * (a.car.carPrice - b.car.carPrice) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
