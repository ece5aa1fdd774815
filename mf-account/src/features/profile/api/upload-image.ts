import { ApiError, callEndpoint, type CarImage } from '@carmarket/shared';
import { uploadImagesRoute } from '@carmarket/shared/api-contracts';

/** POST api/v1/uploads (multipart, field `files`) -> the stored image with its sizes. */
export async function uploadImage(file: File): Promise<CarImage> {
  const form = new FormData();
  form.append('files', file);
  const body = await callEndpoint(uploadImagesRoute, { body: form }, { timeout: 60_000 });
  const image = body.images[0];
  if (!image) throw new ApiError('Upload failed', 0);
  return image;
}
