import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCarEndpoint, getSimilarCarsEndpoint, getUserCarsEndpoint } from '../contracts/api/cars';
import { ApiError, apiErrorMessage, callEndpoint, configureApi } from './api-client';
import type { Car } from '../contracts/api/cars';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('callEndpoint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path parameters and the query, and answers the parsed, typed body', async () => {
    const seller = { id: 'u1', fullName: 'Asha Rao', userType: 'Owner', mobileNumber: '9876543210' } as const;
    const car: Car = {
      ...{ id: 'car 1', brand: 'Tata', model: 'Nexon', variant: 'XZ', carName: 'Tata Nexon XZ', carPrice: 900_000 },
      ...{ manufacturingYear: 2020, registrationYear: null, fuelType: 'Diesel', kmDriven: 1, transmission: 'Manual' },
      ...{ bodyType: 'SUV', ownership: '1st', mileage: null, seats: 5, isSale: 'Sell', isSold: false, sellerType: 'Owner' },
      ...{ views: 0, saves: 0, address: { state: 'Goa', city: 'Panaji', locality: '' }, user: seller, carImages: [] },
      ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    };
    const fetchMock = vi.fn(async (_request: Request) => jsonResponse(200, { cars: [car], debug: 'dropped' }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ baseUrl: 'http://api.test' });
    const body = await callEndpoint(getSimilarCarsEndpoint, { params: { id: 'a/b c' }, query: { limit: 3 } });
    expect(fetchMock.mock.calls[0]![0].url).toBe('http://api.test/api/v1/cars/a%2Fb%20c/similar?limit=3');
    expect(body).toEqual({ cars: [car] });
    expect(body.cars[0]?.carName).toBe(car.carName);
  });

  it('sends the body as JSON', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push([request.method, await request.clone().json()]);
        return jsonResponse(200, { status: true, cars: [] });
      }),
    );
    configureApi({ baseUrl: 'http://api.test' });
    await expect(callEndpoint(getUserCarsEndpoint, { body: { userId: 'u1' } })).resolves.toEqual({ status: true, cars: [] });
    expect(sent).toEqual([['POST', { userId: 'u1' }]]);
  });

  it('an answer that does not match the contract is an ApiError without a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { deleted: true })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    const error = await callEndpoint(deleteCarEndpoint, { params: { id: 'c1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorMessage(error, 'Failed to delete')).toBe('Failed to delete');
  });

  it("a failed call keeps the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'Cars not found' })),
    );
    configureApi({ baseUrl: 'http://api.test' });
    const error = await callEndpoint(deleteCarEndpoint, { params: { id: 'c1' } }).catch((e: unknown) => e);
    expect(apiErrorMessage(error, 'Failed to delete')).toBe('Cars not found');
  });
});
