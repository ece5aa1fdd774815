// Issue 16: the sell wizard and POST /api/v1/car/create-update share the number rules (years,
// km driven, seats, registration not before manufacture) with the same messages, through the
// wizard's conversion (buildCarPayload). The wizard's own choices (a brand of its catalogue, a
// state and city of its lists, nothing left blank) are refused by the form
// first; the API, which reads any client, refuses a blank with its own field message.
import { carInputSchema, CAR_MESSAGES } from '@carmarket/shared/api-contracts';
import { formAndContractMessages, itGivesEachCaseTheSameMessages } from '@carmarket/shared/testing';
import { buildCarPayload } from './car-payload';
import type { CarDetailsForm, SellerLocation } from './sell-form';
import { carDetailsSchema, sellerLocationSchema, SELL_MESSAGES } from './validation';
import { COMPLETE_CAR_DETAILS } from '../testing/complete-car';

const year = new Date().getFullYear();
const location: SellerLocation = { sellerType: 'Owner', state: 'Maharashtra', city: 'Pune', locality: 'Baner' };
const complete = COMPLETE_CAR_DETAILS;
const toRequest = (details: CarDetailsForm) => buildCarPayload({ carId: null, userId: 'u1', location, details, images: [] });
const wizard = { form: carDetailsSchema(year), request: carInputSchema, toRequest };

describe('sell wizard: form and contract', () => {
  itGivesEachCaseTheSameMessages(wizard, complete, [
    ['a complete car', {}, {}],
    ['km driven at the top', { kmDriven: '999999' }, {}],
    ['km driven over the top', { kmDriven: '1000000' }, { kmDriven: CAR_MESSAGES.kmDrivenTooHigh }],
    ['2 seats', { seats: '2' }, {}],
    ['10 seats', { seats: '10' }, {}],
    ['1 seat', { seats: '1' }, { seats: CAR_MESSAGES.seatsRange }],
    ['11 seats', { seats: '11' }, { seats: CAR_MESSAGES.seatsRange }],
    ['made this year', { manufacturingYear: String(year), registrationYear: String(year) }, {}],
    ['registered next year', { registrationYear: String(year + 1) }, { registrationYear: CAR_MESSAGES.futureYear }],
    ['made before 1950', { manufacturingYear: '1949', registrationYear: '1960' }, { manufacturingYear: CAR_MESSAGES.yearTooOld }],
    ['registered before it was made', { registrationYear: '2018' }, { registrationYear: CAR_MESSAGES.registrationBeforeManufacture }],
    ['a price of 1 rupee', { carPrice: '1' }, {}],
    ['a price of 0', { carPrice: '0' }, { carPrice: CAR_MESSAGES.priceNotPositive }],
  ]);

  it.each<[keyof CarDetailsForm, string]>([
    ['brand', 'brand is required'],
    ['fuelType', 'fuelType is required'],
    ['ownership', 'ownership is required'],
  ])('a blank %s: both refuse it, the wizard asking for its choice', (field, apiMessage) => {
    const { form, request } = formAndContractMessages(wizard, { ...complete, [field]: '' });
    expect(form[field]).toBe(SELL_MESSAGES[field as keyof typeof SELL_MESSAGES]);
    expect(request[field]).toBe(apiMessage);
  });
});

describe('sell hero form: form and contract', () => {
  const hero = {
    form: sellerLocationSchema,
    request: carInputSchema,
    toRequest: (place: SellerLocation) => buildCarPayload({ carId: null, userId: 'u1', location: place, details: complete, images: [] }),
    formFieldOf: { addressState: 'state', addressCity: 'city', addressLocality: 'locality' },
  };

  it('a place of the lists passes both', () => {
    expect(formAndContractMessages(hero, location)).toEqual({ form: {}, request: {} });
  });

  it('no state or city: both refuse it, the form asking for its choice', () => {
    const { form, request } = formAndContractMessages(hero, { ...location, state: '', city: '', locality: '' });
    expect(form).toEqual({ state: SELL_MESSAGES.state, city: SELL_MESSAGES.city, locality: SELL_MESSAGES.locality });
    expect(request).toEqual({ state: 'addressState is required', city: 'addressCity is required' });
  });
});
