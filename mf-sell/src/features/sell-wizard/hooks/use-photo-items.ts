// The photos of the upload dialog: files picked or dropped (checked before upload, shown
// from object URLs that are revoked when removed or unmounted) and already uploaded images
// (restored from the draft or the car being edited). The first item is the cover.
// Signed-in sellers' files upload as soon as they are picked, so the draft keeps their image
// records and a reload restores them; a guest's files upload at Post Car, after sign-in.
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
  return {
    key: `image-${image.id}`,
    name: `Photo ${index + 1}`,
    previewUrl: image.thumbUrl || image.url,
    file: null,
    image,
    status: 'uploaded',
    progress: 100,
    error: null,
  };
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

export interface PhotoItemsOptions {
  /** Start uploading each accepted file at once (signed-in sellers). */
  uploadOnAdd?: boolean;
}

interface Upload {
  promise: Promise<CarImage | null>;
  controller: AbortController;
}

export function usePhotoItems(initialImages: readonly CarImage[], { uploadOnAdd = false }: PhotoItemsOptions = {}) {
  const [items, setItems] = useState<PhotoItem[]>(() => initialImages.map(fromImage));
  const [refusals, setRefusals] = useState<string[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  // Uploads by item key, in flight or done: Post Car waits for them instead of sending a file twice.
  const uploadsRef = useRef(new Map<string, Upload>());

  // Revoke every object URL still shown and stop unfinished uploads when the dialog goes away.
  useEffect(() => {
    const uploads = uploadsRef.current;
    return () => {
      for (const item of itemsRef.current) if (item.file) URL.revokeObjectURL(item.previewUrl);
      for (const upload of uploads.values()) upload.controller.abort();
      uploads.clear();
    };
  }, []);

  const patch = useCallback((key: string, changes: Partial<PhotoItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  /** Uploads one picked file (or joins its upload); resolves with its image, or null when it failed. */
  const upload = useCallback(
    (item: Pick<PhotoItem, 'key' | 'file'>): Promise<CarImage | null> => {
      const running = uploadsRef.current.get(item.key);
      if (running) return running.promise;
      const file = item.file;
      if (!file) return Promise.resolve(null);
      const controller = new AbortController();
      patch(item.key, { status: 'uploading', progress: 0, error: null });
      const promise = uploadCarImage(file, { signal: controller.signal, onProgress: (progress) => patch(item.key, { progress }) }).then(
        (image) => {
          patch(item.key, { status: 'uploaded', progress: 100, image });
          return image;
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            patch(item.key, { status: 'failed', error: error instanceof UploadError ? error.message : 'Upload failed' });
          return null;
        },
      );
      // A finished upload stays in the map (its image is the answer next time); a failed one
      // leaves it, so Post Car tries that file again.
      const entry = { promise, controller };
      uploadsRef.current.set(item.key, entry);
      void promise.then((image) => {
        if (!image && uploadsRef.current.get(item.key) === entry) uploadsRef.current.delete(item.key);
      });
      return promise;
    },
    [patch],
  );

  const addFiles = useCallback(
    async (files: readonly File[]) => {
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
      if (!added.length) return;
      setItems((current) => [...current, ...added]);
      if (uploadOnAdd) for (const item of added) void upload(item);
    },
    [upload, uploadOnAdd],
  );

  const remove = useCallback((key: string) => {
    const running = uploadsRef.current.get(key);
    if (running) {
      uploadsRef.current.delete(key);
      running.controller.abort();
    }
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

  /**
   * Every photo as an uploaded image, in the order shown: waits for uploads in flight and
   * uploads (or retries) the rest, each with its own progress.
   */
  const uploadAll = useCallback(async (): Promise<CarImage[]> => {
    const snapshot = itemsRef.current;
    const results = await Promise.all(snapshot.map((item) => (item.image ? Promise.resolve(item.image) : upload(item))));
    if (results.some((image) => image === null)) throw new PhotoUploadFailed();
    return results as CarImage[];
  }, [upload]);

  return { items, refusals, addFiles, remove, move, uploadAll };
}
