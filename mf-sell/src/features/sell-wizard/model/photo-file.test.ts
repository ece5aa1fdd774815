import { checkPhotoFile, hasImageSignature, inspectPhotoFile, PHOTO_MESSAGES } from './photo-file';

const MB = 1024 * 1024;

describe('checkPhotoFile', () => {
  it('accepts jpeg, jpg and png up to 20 MB', () => {
    expect(checkPhotoFile({ name: 'a.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ name: 'a.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ name: 'a.png', type: 'image/png', size: 20 * MB })).toBeNull();
  });

  it('refuses other types and files over 20 MB', () => {
    expect(checkPhotoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(PHOTO_MESSAGES.wrongType('a.gif'));
    expect(checkPhotoFile({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe(PHOTO_MESSAGES.wrongType('a.webp'));
    expect(checkPhotoFile({ name: 'notes.pdf', type: 'application/pdf', size: 10 })).toBe(PHOTO_MESSAGES.wrongType('notes.pdf'));
    expect(checkPhotoFile({ name: 'big.jpg', type: 'image/jpeg', size: 20 * MB + 1 })).toBe(PHOTO_MESSAGES.tooLarge('big.jpg'));
  });
});

describe('content signature', () => {
  it('knows JPEG and PNG magic bytes', () => {
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasImageSignature(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('hello'))).toBe(false);
  });

  it('refuses a text file named .png', async () => {
    const fake = new File(['this is not an image'], 'fake.png', { type: 'image/png' });
    expect(await inspectPhotoFile(fake)).toBe(PHOTO_MESSAGES.wrongType('fake.png'));
    const real = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'real.png', { type: 'image/png' });
    expect(await inspectPhotoFile(real)).toBeNull();
  });
});
