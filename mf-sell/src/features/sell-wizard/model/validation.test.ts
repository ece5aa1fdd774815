import { EMPTY_CAR_DETAILS, EMPTY_LOCATION } from './sell-form';
import { SELL_MESSAGES, validateCarDetails, validateLocation, validateWizardStep } from './validation';
import { COMPLETE_CAR_DETAILS } from '../testing/complete-car';

const complete = COMPLETE_CAR_DETAILS;

describe('validateCarDetails', () => {
  it('accepts a complete car', () => {
    expect(validateCarDetails(complete, 2025)).toEqual({});
  });

  it('requires every field with a message per field', () => {
    const errors = validateCarDetails(EMPTY_CAR_DETAILS, 2025);
    expect(Object.keys(errors).sort()).toEqual(Object.keys(EMPTY_CAR_DETAILS).sort());
    expect(errors.brand).toBe(SELL_MESSAGES.brand);
    expect(errors.carPrice).toBe(SELL_MESSAGES.carPrice);
  });

  it('refuses a model or variant that does not belong to the brand', () => {
    const errors = validateCarDetails({ ...complete, model: 'Swift', variant: 'VXi' }, 2025);
    expect(errors.model).toBe(SELL_MESSAGES.model);
    expect(errors.variant).toBe(SELL_MESSAGES.variant);
  });

  it('refuses years in the future', () => {
    const errors = validateCarDetails({ ...complete, manufacturingYear: '2026', registrationYear: '2026' }, 2025);
    expect(errors.manufacturingYear).toBe(SELL_MESSAGES.futureYear);
    expect(errors.registrationYear).toBe(SELL_MESSAGES.futureYear);
  });

  it('refuses years before 1950, as the API does', () => {
    const errors = validateCarDetails({ ...complete, manufacturingYear: '1949', registrationYear: '1949' }, 2025);
    expect(errors.manufacturingYear).toBe('The year must be 1950 or later');
    expect(errors.registrationYear).toBe('The year must be 1950 or later');
    expect(
      validateCarDetails({ ...complete, manufacturingYear: '1950', registrationYear: '1950' }, 2025).manufacturingYear,
    ).toBeUndefined();
  });

  it('refuses a registration before manufacture but accepts the same year', () => {
    expect(validateCarDetails({ ...complete, registrationYear: '2018' }, 2025).registrationYear).toBe(
      SELL_MESSAGES.registrationBeforeManufacture,
    );
    expect(validateCarDetails({ ...complete, registrationYear: '2019' }, 2025).registrationYear).toBeUndefined();
  });

  it('checks km, seats and price ranges', () => {
    expect(validateCarDetails({ ...complete, kmDriven: '1000000' }, 2025).kmDriven).toBe(SELL_MESSAGES.kmDrivenTooHigh);
    expect(validateCarDetails({ ...complete, kmDriven: '0' }, 2025).kmDriven).toBeUndefined();
    expect(validateCarDetails({ ...complete, seats: '1' }, 2025).seats).toBe(SELL_MESSAGES.seatsRange);
    expect(validateCarDetails({ ...complete, seats: '11' }, 2025).seats).toBe(SELL_MESSAGES.seatsRange);
    expect(validateCarDetails({ ...complete, carPrice: '0' }, 2025).carPrice).toBe(SELL_MESSAGES.carPriceZero);
  });
});

describe('validateWizardStep', () => {
  it('reports only the fields of the step', () => {
    expect(Object.keys(validateWizardStep(1, EMPTY_CAR_DETAILS, 2025))).toEqual(['brand', 'model', 'variant', 'manufacturingYear']);
    expect(Object.keys(validateWizardStep(2, EMPTY_CAR_DETAILS, 2025))).toEqual([
      'fuelType',
      'transmission',
      'kmDriven',
      'registrationYear',
    ]);
    expect(Object.keys(validateWizardStep(3, EMPTY_CAR_DETAILS, 2025))).toEqual(['seats', 'ownership', 'bodyType', 'carPrice']);
    expect(validateWizardStep(1, complete, 2025)).toEqual({});
  });
});

describe('validateLocation', () => {
  it('requires state, then a city of that state, then a locality of that city', () => {
    expect(validateLocation(EMPTY_LOCATION)).toEqual({
      state: SELL_MESSAGES.state,
      city: SELL_MESSAGES.city,
      locality: SELL_MESSAGES.locality,
    });
    expect(validateLocation({ ...EMPTY_LOCATION, state: 'Maharashtra', city: 'Jaipur', locality: 'Baner' })).toEqual({
      city: SELL_MESSAGES.city,
      locality: SELL_MESSAGES.locality,
    });
    expect(validateLocation({ ...EMPTY_LOCATION, state: 'Maharashtra', city: 'Pune', locality: 'Baner' })).toEqual({});
  });
});
