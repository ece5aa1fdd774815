import {
  EMPTY_CAR_DETAILS,
  EMPTY_LOCATION,
  carNameOf,
  digitsOnly,
  formatPriceText,
  parsePriceText,
  withBrand,
  withCity,
  withModel,
  withState,
  yearOptions,
} from './sell-form';

const swift = { ...EMPTY_CAR_DETAILS, brand: 'Maruti Suzuki', model: 'Swift', variant: 'VXi', carPrice: '5,50,000' };

describe('dependent fields', () => {
  it('a new brand clears model and variant and keeps the rest', () => {
    expect(withBrand(swift, 'Hyundai')).toEqual({ ...swift, brand: 'Hyundai', model: '', variant: '' });
  });

  it('picking the same brand again keeps model and variant', () => {
    expect(withBrand(swift, 'Maruti Suzuki')).toBe(swift);
  });

  it('a new model clears only the variant', () => {
    expect(withModel(swift, 'Baleno')).toEqual({ ...swift, model: 'Baleno', variant: '' });
    expect(withModel(swift, 'Swift')).toBe(swift);
  });

  it('a new state clears city and locality; a new city clears locality', () => {
    const pune = { ...EMPTY_LOCATION, state: 'Maharashtra', city: 'Pune', locality: 'Baner' };
    expect(withState(pune, 'Gujarat')).toEqual({ ...pune, state: 'Gujarat', city: '', locality: '' });
    expect(withState(pune, 'Maharashtra')).toBe(pune);
    expect(withCity(pune, 'Mumbai')).toEqual({ ...pune, city: 'Mumbai', locality: '' });
  });
});

describe('price text', () => {
  it.each([
    ['550000', '5,50,000'],
    ['5,50,000', '5,50,000'],
    ['Rs. 12a345b678', '1,23,45,678'],
    ['999', '999'],
    ['1000', '1,000'],
    ['000450000', '4,50,000'],
    ['', ''],
    ['abc', ''],
    ['0', '0'],
    ['12345678901234', '12,34,56,789'],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatPriceText(raw)).toBe(expected);
  });

  it('parses the grouped text back to a number', () => {
    expect(parsePriceText('5,50,000')).toBe(550000);
    expect(parsePriceText('1,23,45,678')).toBe(12345678);
    expect(parsePriceText('')).toBeNull();
  });

  it('round-trips', () => {
    for (const n of [1, 999, 1000, 99999, 100000, 550000, 12345678, 999999999]) {
      expect(parsePriceText(formatPriceText(String(n)))).toBe(n);
    }
  });
});

describe('numbers and names', () => {
  it('keeps digits only, up to a length', () => {
    expect(digitsOnly('45,000 km', 6)).toBe('45000');
    expect(digitsOnly('12345678', 6)).toBe('123456');
    expect(digitsOnly('five', 2)).toBe('');
  });

  it('lists years newest first and never in the future', () => {
    const years = yearOptions(2025, 2020);
    expect(years).toEqual(['2025', '2024', '2023', '2022', '2021', '2020']);
  });

  it('joins brand, model and variant into the car name', () => {
    expect(carNameOf(swift)).toBe('Maruti Suzuki Swift VXi');
    expect(carNameOf({ brand: 'Tata', model: 'Nexon', variant: '' })).toBe('Tata Nexon');
  });
});
