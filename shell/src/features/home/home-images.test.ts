import defaultCity from '../../../public/images/default-city.webp';
import pune from '../../../public/images/pune.webp';
import { cityImage } from './home-images';

describe('cityImage', () => {
  it("gives a popular city its own picture, whatever the name's case or spacing", () => {
    expect(cityImage('Pune')).toBe(pune);
    expect(cityImage('  pune ')).toBe(pune);
    expect(pune).not.toBe(defaultCity);
  });

  it('falls back to the default image for a city without one', () => {
    expect(cityImage('Mumbai')).toBe(defaultCity);
    expect(cityImage('Nowhere Nagar')).toBe(defaultCity);
    expect(cityImage('')).toBe(defaultCity);
  });
});
