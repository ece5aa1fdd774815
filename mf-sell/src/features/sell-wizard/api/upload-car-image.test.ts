import { appStore, loginAtom, logoutAtom } from '@carmarket/shared';
import { makeImage } from '../../../testing/make-car';
import { uploadCarImage, UploadError } from './upload-car-image';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  appStore.set(loginAtom, { token: 'tok-123', user: { id: 'u1', fullName: 'A', mobileNumber: '9000000001', userType: 'Owner' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  appStore.set(logoutAtom);
});

describe('uploadCarImage', () => {
  it('posts the file as multipart field `files` with the bearer token and reports progress', async () => {
    const onProgress = vi.fn();
    const promise = uploadCarImage(file(), { onProgress });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/v1\/uploads$/);
    expect(xhr.headers.Authorization).toBe('Bearer tok-123');
    expect((xhr.body?.get('files') as File).name).toBe('front.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
    expect(onProgress).toHaveBeenLastCalledWith(25);
    xhr.respond(201, { images: [makeImage('img-1')] });
    await expect(promise).resolves.toEqual(makeImage('img-1'));
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it("rejects with the server's message", async () => {
    const promise = uploadCarImage(file());
    FakeXhr.last.respond(400, { message: 'Only JPEG and PNG images are allowed' });
    await expect(promise).rejects.toEqual(new UploadError('Only JPEG and PNG images are allowed', 400));
  });

  it('rejects on a network failure and on abort', async () => {
    const failing = uploadCarImage(file());
    FakeXhr.last.onerror?.();
    await expect(failing).rejects.toMatchObject({ message: 'Network error while uploading', status: 0 });
    const controller = new AbortController();
    const aborted = uploadCarImage(file(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ message: 'Upload cancelled' });
  });
});
