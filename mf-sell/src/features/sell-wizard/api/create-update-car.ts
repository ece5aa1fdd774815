// POST /api/v1/car/create-update (spec §7): carId null creates, a carId updates.
import { apiClient, type Car } from '@carmarket/shared';
import type { CarUpsertPayload } from '../model/car-payload';

export interface CarUpsertResponse {
  status: boolean;
  message: string;
  car: Car;
}

export function createOrUpdateCar(payload: CarUpsertPayload): Promise<CarUpsertResponse> {
  return apiClient.post<CarUpsertResponse>('api/v1/car/create-update', payload);
}
