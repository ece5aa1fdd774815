// Client-side checks of the upload dialog (spec §9: jpeg, jpg and png, up to 20 MB), run
// before anything is sent. The API checks the content again.
import { UPLOAD_ACCEPTED_EXTENSIONS, UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@carmarket/shared';

export const PHOTO_HINT = 'jpeg, jpg and png, up to 20 MB';
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export const PHOTO_MESSAGES = {
  wrongType: (name: string) => `${name} is not a JPEG or PNG image. Only jpeg, jpg and png files are accepted.`,
  tooLarge: (name: string) => `${name} is larger than 20 MB.`,
  tooMany: `You can add up to ${UPLOAD_MAX_FILES} photos.`,
  none: 'Please add at least one photo of your car.',
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Type (by name and MIME type) and size check; null when the file may be uploaded. */
export function checkPhotoFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const extension = extensionOf(file.name);
  const typeOk =
    (UPLOAD_ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && (UPLOAD_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension));
  if (!typeOk || !(UPLOAD_ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) return PHOTO_MESSAGES.wrongType(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return PHOTO_MESSAGES.tooLarge(file.name);
  return null;
}

/** True when the first bytes are a JPEG (FF D8 FF) or PNG (89 50 4E 47) signature. */
export function hasImageSignature(bytes: Uint8Array): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return jpeg || png;
}

function readHeader(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 8);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/** Full check: name, type, size, then the content's signature (a renamed text file is refused). */
export async function inspectPhotoFile(file: File): Promise<string | null> {
  const basic = checkPhotoFile(file);
  if (basic) return basic;
  try {
    return hasImageSignature(await readHeader(file)) ? null : PHOTO_MESSAGES.wrongType(file.name);
  } catch {
    return PHOTO_MESSAGES.wrongType(file.name);
  }
}
