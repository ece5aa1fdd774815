import { makeCar } from '@carmarket/shared/testing';
import { normaliseCarDetail } from '../car-detail/car-detail';
import { comparePriceText, compareRows, valuesDiffer } from './compare-rows';

const detail = (overrides: Parameters<typeof makeCar>[0] = {}) => normaliseCarDetail(makeCar(overrides));
const rowOf = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((row) => row.key === key)!;

describe('valuesDiffer', () => {
  it('needs two values at least', () => {
    expect(valuesDiffer(['Petrol'])).toBe(false);
    expect(valuesDiffer(['Petrol', null])).toBe(false);
  });

  it('ignores case and surrounding spaces, and columns without a car', () => {
    expect(valuesDiffer(['Petrol', ' petrol', null])).toBe(false);
    expect(valuesDiffer(['Petrol', 'Diesel'])).toBe(true);
    expect(valuesDiffer(['Petrol', null, 'Diesel'])).toBe(true);
  });
});

describe('compareRows', () => {
  it('shows every fact of the issue, in order, one value per column', () => {
    const rows = compareRows([detail(), detail()]);
    expect(rows.map((row) => row.label)).toEqual([
      'Price',
      'EMI',
      'Year',
      'Km driven',
      'Fuel',
      'Transmission',
      'Body type',
      'Ownership',
      'Seats',
      'Mileage',
      'Location',
      'Seller type',
    ]);
    expect(rows.every((row) => row.values.length === 2)).toBe(true);
  });

  it('formats price in Lakhs (Cr from a crore), EMI in rupees a month, km with Indian grouping', () => {
    const rows = compareRows([detail({ carPrice: 550_000, kmDriven: 125_000 }), detail({ carPrice: 12_500_000 })]);
    expect(rowOf(rows, 'price').values).toEqual(['₹ 5.5 Lakhs', '₹ 1.3 Cr']);
    expect(rowOf(rows, 'emi').values[0]).toMatch(/^Rs\. [\d,]+ per month$/);
    expect(rowOf(rows, 'kmDriven').values[0]).toBe('1,25,000 km');
    expect(comparePriceText(10_000_000)).toBe('₹ 1.0 Cr');
  });

  it('marks the rows that differ, and only those', () => {
    const rows = compareRows([detail({ fuelType: 'Petrol', carPrice: 500_000 }), detail({ fuelType: 'Diesel', carPrice: 500_000 })]);
    expect(rowOf(rows, 'fuelType').differs).toBe(true);
    expect(rowOf(rows, 'price').differs).toBe(false);
    expect(rowOf(rows, 'emi').differs).toBe(false);
    expect(rowOf(rows, 'transmission').differs).toBe(false);
  });

  it('leaves a column without a car empty and out of the difference', () => {
    const rows = compareRows([detail({ fuelType: 'Petrol' }), null]);
    expect(rowOf(rows, 'fuelType').values).toEqual(['Petrol', null]);
    expect(rowOf(rows, 'fuelType').differs).toBe(false);
  });

  it('says what is not known with a dash, and N/A-free mileage', () => {
    const rows = compareRows([detail({ mileage: null, seats: null }), detail({ mileage: 18.5 })]);
    expect(rowOf(rows, 'mileage').values).toEqual(['—', '18.5 kmpl']);
    expect(rowOf(rows, 'seats').values[0]).toBe('—');
    expect(rowOf(rows, 'mileage').differs).toBe(true);
  });
});
