import { apiClient, ApiError, toApiError, type CarImage } from '@carmarket/shared';

/** POST api/v1/uploads (multipart, field `files`) -> the stored image with its sizes. */
export async function uploadImage(file: File): Promise<CarImage> {
  const form = new FormData();
  form.append('files', file);
  let body: { images?: CarImage[] };
  try {
    body = await apiClient.raw().post('api/v1/uploads', { body: form, timeout: 60_000 }).json<{ images?: CarImage[] }>();
  } catch (error) {
    throw await toApiError(error);
  }
  const image = body.images?.[0];
  if (!image) throw new ApiError('Upload failed', 0);
  return image;
}
