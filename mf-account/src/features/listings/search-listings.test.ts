import { makeCar } from '../../testing/factories';
import { searchListings } from './search-listings';

describe('searchListings', () => {
  const cars = [
    makeCar({ id: 'a', carName: 'Hyundai Creta SX' }),
    makeCar({
      id: 'b',
      carName: 'Tata Nexon XZ',
      brand: 'Tata',
      model: 'Nexon',
      address: { state: 'Delhi', city: 'Delhi', locality: 'Saket' },
    }),
  ];

  it('matches name, brand, model or city, case-insensitive; blank shows all', () => {
    expect(searchListings(cars, 'nexon').map((c) => c.id)).toEqual(['b']);
    expect(searchListings(cars, 'PUNE').map((c) => c.id)).toEqual(['a']);
    expect(searchListings(cars, '  ').map((c) => c.id)).toEqual(['a', 'b']);
    expect(searchListings(cars, 'ferrari')).toEqual([]);
  });
});
