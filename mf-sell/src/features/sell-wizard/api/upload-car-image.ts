// POST /api/v1/uploads (multipart, field `files`), one file per request so each photo shows
// its own progress. XMLHttpRequest because fetch has no upload progress events.
import { apiUrl, authorizationHeader, type CarImage } from '@carmarket/shared';
import type { EndpointResponse, uploadImagesEndpoint } from '@carmarket/shared/api-contracts';

export class UploadError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
  }
}

export interface UploadOptions {
  /** 0..100 */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // Not JSON.
  }
  return xhr.status === 0 ? 'Network error while uploading' : `Upload failed (${xhr.status})`;
}

export function uploadCarImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<CarImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('api/v1/uploads'));
    for (const [name, value] of Object.entries(authorizationHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          // The answer of the upload contract (callEndpoint has no upload progress; the API checked it).
          const body = JSON.parse(xhr.responseText) as EndpointResponse<typeof uploadImagesEndpoint> | null;
          const image = body?.images[0];
          if (image) {
            onProgress?.(100);
            resolve(image);
            return;
          }
        } catch {
          // Falls through to the error below.
        }
        reject(new UploadError('Invalid response from server', xhr.status));
        return;
      }
      reject(new UploadError(messageOf(xhr), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('Network error while uploading', 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}
