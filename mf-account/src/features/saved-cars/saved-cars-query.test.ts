import { makeSavedCar } from '../../testing/factories';
import { applySavedCarsQuery, DEFAULT_SAVED_CAR_SORT, savedCarSortLabel, SAVED_CAR_SORTS } from './saved-cars-query';

const saved = [
  makeSavedCar({ id: 'c1', brand: 'Hyundai', carPrice: 900_000, manufacturingYear: 2019, views: 50 }),
  makeSavedCar({ id: 'c2', brand: 'Tata', carPrice: 600_000, manufacturingYear: 2022, views: 300 }),
  makeSavedCar({ id: 'c3', brand: 'Honda', carPrice: 1_200_000, manufacturingYear: 2017, views: 120 }),
];
const ids = (list: ReturnType<typeof applySavedCarsQuery>) => list.map((s) => s.car.id);

describe('applySavedCarsQuery', () => {
  it('offers the five sorts of spec §2 with Popularity first and default', () => {
    expect(SAVED_CAR_SORTS.map(savedCarSortLabel)).toEqual(['Popularity', 'Newest', 'Oldest', 'Price Low to High', 'Price High to Low']);
    expect(DEFAULT_SAVED_CAR_SORT).toBe('popularity');
  });

  it('sorts by popularity (most viewed), year and price', () => {
    expect(ids(applySavedCarsQuery(saved, '', 'popularity'))).toEqual(['c2', 'c3', 'c1']);
    expect(ids(applySavedCarsQuery(saved, '', 'yearNewToOld'))).toEqual(['c2', 'c1', 'c3']);
    expect(ids(applySavedCarsQuery(saved, '', 'yearOldToNew'))).toEqual(['c3', 'c1', 'c2']);
    expect(ids(applySavedCarsQuery(saved, '', 'priceLowToHigh'))).toEqual(['c2', 'c1', 'c3']);
    expect(ids(applySavedCarsQuery(saved, '', 'priceHighToLow'))).toEqual(['c3', 'c1', 'c2']);
  });

  it('searches by brand, case-insensitive', () => {
    expect(ids(applySavedCarsQuery(saved, '  hOn ', 'popularity'))).toEqual(['c3']);
    expect(applySavedCarsQuery(saved, 'Maruti', 'popularity')).toEqual([]);
  });
});
