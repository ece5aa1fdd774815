/** The 12 filter/sort mixes of the listing benchmark (query strings of GET /api/v1/cars). */
export const LISTING_BENCH_QUERIES = [
  '',
  'brand=Hyundai',
  'brand=Tata&fuel=Diesel',
  'sort=priceLowToHigh',
  'sort=popularity&page=3',
  'location=Maharashtra&priceMax=800000',
  'bodyType=SUV&transmission=Automatic',
  'search=swift',
  'ownerType=dealer&yearMin=2018',
  'location=Delhi-Dwarka',
  'brand=Kia&brand=Skoda&sort=priceHighToLow',
  'kmMax=30000&sort=yearOldToNew',
] as const;
