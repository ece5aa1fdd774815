import { apiClient } from '@carmarket/shared';
import { makeCar } from '@carmarket/shared/testing';
import { CAROUSEL_SIZE, getCarouselCars } from './get-carousel-cars';

const page = (cars = [makeCar()]) => ({ cars, total: cars.length, page: 1, pageSize: CAROUSEL_SIZE, pageCount: 1 });

afterEach(() => vi.restoreAllMocks());

describe('getCarouselCars', () => {
  it('asks the listing for the newest listings for Recently Added', async () => {
    const cars = [makeCar({ carName: 'Newest' }), makeCar({ carName: 'Older' })];
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(page(cars));
    expect(await getCarouselCars('recent', undefined)).toEqual(cars);
    expect(get).toHaveBeenCalledWith(`api/v1/cars?sort=listedNewToOld&pageSize=${CAROUSEL_SIZE}`, expect.anything());
  });

  it('asks for the most viewed cars for Featured', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(page());
    await getCarouselCars('featured', undefined);
    expect(get).toHaveBeenCalledWith(`api/v1/cars?sort=popularity&pageSize=${CAROUSEL_SIZE}`, expect.anything());
  });

  it('asks the similar-cars call for Similar, and nothing without a car', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ cars: [] });
    await getCarouselCars('similar', 'car-9');
    expect(get).toHaveBeenCalledTimes(1);
    const [path] = get.mock.calls[0] ?? [];
    expect(path).toBe('api/v1/cars/car-9/similar?limit=8');
    get.mockClear();
    expect(await getCarouselCars('similar', undefined)).toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });
});
