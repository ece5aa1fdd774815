// POST /api/v1/car/create-update (spec §7): carId null creates, a carId updates.
import { callEndpoint } from '@carmarket/shared';
import { createUpdateCarEndpoint, type EndpointResponse } from '@carmarket/shared/api-contracts';
import type { CarUpsertPayload } from '../model/car-payload';

export type CarUpsertResponse = EndpointResponse<typeof createUpdateCarEndpoint>;

export function createOrUpdateCar(payload: CarUpsertPayload): Promise<CarUpsertResponse> {
  return callEndpoint(createUpdateCarEndpoint, { body: payload });
}
