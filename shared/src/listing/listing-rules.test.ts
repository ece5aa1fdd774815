// The listing rules the apps share: the sort orders, range clamping.
import { describe, expect, it } from 'vitest';
import { clampRange, sortCars } from './listing-rules';
import { makeListableCar, sampleListableCars } from './test-cars';

const { cars } = sampleListableCars();

describe('sortCars', () => {
  it('sorts every option', () => {
    expect(sortCars(cars, 'yearOldToNew').map((c) => c.id)).toEqual(['b', 'a', 'c']);
    expect(sortCars(cars, 'priceLowToHigh').map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(sortCars(cars, 'priceHighToLow').map((c) => c.id)).toEqual(['a', 'c', 'b']);
    expect(sortCars(cars, 'popularity').map((c) => c.id)).toEqual(['b', 'c', 'a']);
  });
  it("sorts 'listedNewToOld' by listing time, newest first; a missing date counts as oldest", () => {
    const listed = [
      makeListableCar({ id: 'old', createdAt: '2024-01-01T10:00:00.000Z', manufacturingYear: 2024 }),
      makeListableCar({ id: 'new', createdAt: '2025-03-01T10:00:00.000Z', manufacturingYear: 2012 }),
      makeListableCar({ id: 'none', createdAt: null }),
      makeListableCar({ id: 'mid-b', createdAt: '2024-06-01T10:00:00.000Z' }),
      makeListableCar({ id: 'mid-a', createdAt: '2024-06-01T10:00:00.000Z' }),
    ];
    expect(sortCars(listed, 'listedNewToOld').map((c) => c.id)).toEqual(['new', 'mid-a', 'mid-b', 'old', 'none']);
  });
  it('does not mutate its input', () => {
    const copy = [...cars];
    sortCars(cars, 'priceLowToHigh');
    expect(cars).toEqual(copy);
  });
});

describe('clampRange', () => {
  it('clamps ranges', () => {
    expect(clampRange([-5, 20_000_000], [0, 10_000_000])).toEqual([0, 10_000_000]);
    expect(clampRange([2010, 2005], [2000, 2025])).toEqual([2005, 2010]);
    expect(clampRange([1990, 1995], [2000, 2025])).toEqual([2000, 2000]);
  });
});
