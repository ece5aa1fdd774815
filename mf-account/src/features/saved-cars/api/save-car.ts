import { apiClient, type SavedCar } from '@carmarket/shared';

/** POST api/v1/saved-cars { carId } (idempotent: 200 with the existing entry). */
export async function saveCar(carId: string): Promise<SavedCar> {
  const body = await apiClient.post<{ savedCar: SavedCar }>('api/v1/saved-cars', { carId });
  return body.savedCar;
}
