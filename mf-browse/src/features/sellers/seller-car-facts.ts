// What a seller's car card shows beyond the listing card (spec §3 Seller car): seats, mileage,
// EMI, likes and views, each with the spec's default when the response has no value
// (seats 4, mileage 'N/A', EMI 7599 per month, likes 1, views 1).
import { formatIndianNumber, SELLER_CAR_DEFAULTS, type SellerCar } from '@carmarket/shared';

export interface SellerCarFact {
  label: string;
  value: string;
}

const given = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function sellerCarFacts(
  car: Pick<SellerCar, 'seats' | 'mileage' | 'emi' | 'likes'> & { enquiries?: Partial<SellerCar['enquiries']> | null },
): SellerCarFact[] {
  const seats = given(car.seats) ? car.seats : SELLER_CAR_DEFAULTS.seats;
  const mileage = given(car.mileage) ? `${car.mileage} kmpl` : SELLER_CAR_DEFAULTS.mileage;
  // An EMI of 0 or less is no EMI.
  const emi = given(car.emi) && car.emi > 0 ? car.emi : SELLER_CAR_DEFAULTS.emi;
  const likes = given(car.likes) ? car.likes : SELLER_CAR_DEFAULTS.likes;
  const views = given(car.enquiries?.viewProperty) ? car.enquiries.viewProperty : SELLER_CAR_DEFAULTS.views;
  return [
    { label: 'Seats', value: String(seats) },
    { label: 'Mileage', value: mileage },
    { label: 'EMI', value: `₹ ${formatIndianNumber(emi)}/month` },
    { label: 'Likes', value: formatIndianNumber(likes) },
    { label: 'Views', value: formatIndianNumber(views) },
  ];
}
