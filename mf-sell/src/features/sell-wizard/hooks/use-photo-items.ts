// The photos of the upload dialog: files picked or dropped (checked before upload, shown
// from object URLs that are revoked when removed or unmounted) and already uploaded images
// (restored from the draft or the car being edited). The first item is the cover.
import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_FILES, type CarImage } from '@carmarket/shared';
import { inspectPhotoFile, PHOTO_MESSAGES } from '../model/photo-file';
import { UploadError, uploadCarImage } from '../api/upload-car-image';

export type PhotoStatus = 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface PhotoItem {
  key: string;
  name: string;
  previewUrl: string;
  file: File | null;
  image: CarImage | null;
  status: PhotoStatus;
  progress: number;
  error: string | null;
}

let nextKey = 1;

function fromImage(image: CarImage, index: number): PhotoItem {
  return { key: `image-${image.id}`, name: `Photo ${index + 1}`, previewUrl: image.thumbUrl || image.url, file: null, image, status: 'uploaded', progress: 100, error: null };
}

export function movedItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export class PhotoUploadFailed extends Error {
  constructor() {
    super('Some photos could not be uploaded');
    this.name = 'PhotoUploadFailed';
  }
}

export function usePhotoItems(initialImages: readonly CarImage[]) {
  const [items, setItems] = useState<PhotoItem[]>(() => initialImages.map(fromImage));
  const [refusals, setRefusals] = useState<string[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // Revoke every object URL still shown when the dialog goes away.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const addFiles = useCallback(async (files: readonly File[]) => {
    const checks = await Promise.all(files.map(async (file) => ({ file, problem: await inspectPhotoFile(file) })));
    const problems = checks.flatMap((check) => (check.problem ? [check.problem] : []));
    const accepted = checks.filter((check) => !check.problem).map((check) => check.file);
    const room = UPLOAD_MAX_FILES - itemsRef.current.length;
    if (accepted.length > room) problems.push(PHOTO_MESSAGES.tooMany);
    const added: PhotoItem[] = accepted.slice(0, Math.max(0, room)).map((file) => ({
      key: `file-${nextKey++}`,
      name: file.name,
      previewUrl: URL.createObjectURL(file),
      file,
      image: null,
      status: 'ready',
      progress: 0,
      error: null,
    }));
    setRefusals(problems);
    if (added.length) setItems((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setItems((current) => {
      const item = current.find((i) => i.key === key);
      if (item?.file) URL.revokeObjectURL(item.previewUrl);
      return current.filter((i) => i.key !== key);
    });
  }, []);

  const move = useCallback((key: string, delta: -1 | 1) => {
    setItems((current) => {
      const from = current.findIndex((i) => i.key === key);
      return movedItem(current, from, from + delta);
    });
  }, []);

  const patch = useCallback((key: string, changes: Partial<PhotoItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  /** Uploads every photo not uploaded yet, each with its own progress; resolves with all images in order. */
  const uploadAll = useCallback(async (): Promise<CarImage[]> => {
    const snapshot = itemsRef.current;
    const results = await Promise.all(
      snapshot.map(async (item) => {
        if (item.image) return item.image;
        if (!item.file) return null;
        patch(item.key, { status: 'uploading', progress: 0, error: null });
        try {
          const image = await uploadCarImage(item.file, { onProgress: (progress) => patch(item.key, { progress }) });
          patch(item.key, { status: 'uploaded', progress: 100, image });
          return image;
        } catch (error) {
          patch(item.key, { status: 'failed', error: error instanceof UploadError ? error.message : 'Upload failed' });
          return null;
        }
      }),
    );
    if (results.some((image) => image === null)) throw new PhotoUploadFailed();
    return results as CarImage[];
  }, [patch]);

  return { items, refusals, addFiles, remove, move, uploadAll };
}
