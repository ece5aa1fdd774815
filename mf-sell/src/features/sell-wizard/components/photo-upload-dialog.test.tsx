import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginAtom, type CarImage } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { uploadCarImage } from '../api/upload-car-image';
import { PHOTO_MESSAGES } from '../model/photo-file';
import { jpegFile, makeImage, signedInUser } from '../../../testing/make-car';
import { GUEST_PHOTOS_NOTE, PhotoUploadDialog } from './photo-upload-dialog';

vi.mock('../api/upload-car-image', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  uploadCarImage: vi.fn(),
}));

const mockedUpload = vi.mocked(uploadCarImage);

type Submitted = { count: number; upload: () => Promise<CarImage[]> };

function renderDialog({ signedIn = false, initialImages = [] as CarImage[] } = {}) {
  const onImagesChange = vi.fn<(images: CarImage[]) => void>();
  const submitted: Submitted[] = [];
  const { store } = renderWithProviders(
    <PhotoUploadDialog
      mode="new"
      initialImages={initialImages}
      submitting={false}
      error={null}
      onClose={() => undefined}
      onImagesChange={onImagesChange}
      onSubmit={(photos) => submitted.push(photos)}
    />,
  );
  if (signedIn) act(() => store.set(loginAtom, { token: 'token-1', user: signedInUser }));
  const dialog = screen.getByRole('dialog', { name: 'Add photos of your car' });
  const post = async () => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    const last = submitted.at(-1);
    if (!last) throw new Error('Post Car did not submit');
    return last;
  };
  const pick = (files: File[]) => userEvent.upload(within(dialog).getByLabelText('Choose photos'), files);
  return { dialog, onImagesChange, post, pick };
}

/** Uploads that finish when the test says so; each records its abort signal. */
function deferredUploads() {
  const pending = new Map<string, { finish: () => void; signal?: AbortSignal }>();
  mockedUpload.mockImplementation(
    (file, options) =>
      new Promise((resolve) => {
        options?.onProgress?.(30);
        pending.set(file.name, { finish: () => resolve(makeImage(`uploaded-${file.name}`)), signal: options?.signal });
      }),
  );
  return pending;
}

beforeEach(() => {
  mockedUpload.mockReset();
  mockedUpload.mockImplementation(async (file) => makeImage(`uploaded-${file.name}`));
});

describe('PhotoUploadDialog', () => {
  it('takes dropped files, checking them like picked ones', async () => {
    const { dialog } = renderDialog();
    const gif = new File(['GIF89a'], 'car.gif', { type: 'image/gif' });
    fireEvent.drop(within(dialog).getByText(/Drag and drop photos here/), { dataTransfer: { files: [jpegFile('front.jpg'), gif] } });
    expect(await within(dialog).findByText('1 photo added.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Cover photo: front.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.wrongType('car.gif'));
  });

  it('removes a photo, and the next one becomes the cover', async () => {
    const { dialog, pick } = renderDialog();
    await pick([jpegFile('front.jpg'), jpegFile('side.jpg'), jpegFile('rear.jpg')]);
    expect(await within(dialog).findByText('3 photos added.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(dialog).getByText('2 photos added.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Cover photo: side.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo 2: rear.jpg' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /front\.jpg/ })).not.toBeInTheDocument();
  });

  it('moves a photo down, which changes the cover and the order posted', async () => {
    const { dialog, pick, post } = renderDialog({ signedIn: true });
    await pick([jpegFile('front.jpg'), jpegFile('side.jpg')]);
    expect(await within(dialog).findByRole('img', { name: 'Cover photo: front.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move photo 2 down' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move photo 1 down' }));
    expect(within(dialog).getByRole('img', { name: 'Cover photo: side.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Photo 2: front.jpg' })).toBeInTheDocument();
    const images = await (await post()).upload();
    expect(images.map((image) => image.id)).toEqual(['uploaded-side.jpg', 'uploaded-front.jpg']);
  });

  it("uploads a signed-in seller's photos as soon as they are picked and reports them for the draft", async () => {
    const pending = deferredUploads();
    const { dialog, pick, onImagesChange } = renderDialog({ signedIn: true });
    await pick([jpegFile('front.jpg'), jpegFile('side.jpg')]);
    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading front.jpg' })).toHaveAttribute('value', '30');
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading side.jpg' })).toBeInTheDocument();
    expect(mockedUpload).toHaveBeenCalledTimes(2);
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();

    act(() => pending.get('front.jpg')?.finish());
    await waitFor(() => expect(onImagesChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 'uploaded-front.jpg' })]));
    act(() => pending.get('side.jpg')?.finish());
    await waitFor(() =>
      expect(onImagesChange.mock.lastCall?.[0].map((image) => image.id)).toEqual(['uploaded-front.jpg', 'uploaded-side.jpg']),
    );
    expect(within(dialog).getAllByText('Uploaded')).toHaveLength(2);
  });

  it('Post Car waits for the uploads in flight instead of sending the files again', async () => {
    const pending = deferredUploads();
    const { dialog, pick, post } = renderDialog({ signedIn: true });
    await pick([jpegFile('front.jpg'), jpegFile('side.jpg')]);
    await within(dialog).findByRole('progressbar', { name: 'Uploading side.jpg' });
    const images = vi.fn();
    const done = (await post()).upload().then(images);
    await act(async () => pending.get('front.jpg')?.finish());
    expect(images).not.toHaveBeenCalled();
    await act(async () => pending.get('side.jpg')?.finish());
    await done;
    expect(images.mock.calls[0]?.[0].map((image: CarImage) => image.id)).toEqual(['uploaded-front.jpg', 'uploaded-side.jpg']);
    expect(mockedUpload).toHaveBeenCalledTimes(2);
  });

  it('stops the upload of a photo removed while it uploads, and leaves it out', async () => {
    const pending = deferredUploads();
    const { dialog, pick, post } = renderDialog({ signedIn: true });
    await pick([jpegFile('front.jpg'), jpegFile('side.jpg')]);
    await within(dialog).findByRole('progressbar', { name: 'Uploading front.jpg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(pending.get('front.jpg')?.signal?.aborted).toBe(true);
    expect(pending.get('side.jpg')?.signal?.aborted).toBe(false);
    const done = (await post()).upload();
    await act(async () => pending.get('side.jpg')?.finish());
    expect((await done).map((image) => image.id)).toEqual(['uploaded-side.jpg']);
  });

  it('retries a failed upload at Post Car', async () => {
    mockedUpload.mockRejectedValueOnce(new Error('offline'));
    const { dialog, pick, post } = renderDialog({ signedIn: true });
    await pick([jpegFile('front.jpg')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Upload failed');
    const { upload } = await post();
    let images: CarImage[] = [];
    await act(async () => {
      images = await upload();
    });
    expect(images.map((image) => image.id)).toEqual(['uploaded-front.jpg']);
    expect(within(dialog).getByText('Uploaded')).toBeInTheDocument();
    expect(mockedUpload).toHaveBeenCalledTimes(2);
  });

  it("keeps a guest's files until Post Car and says they must be added again after a reload", async () => {
    const { dialog, pick } = renderDialog();
    await pick([jpegFile('front.jpg')]);
    expect(await within(dialog).findByText('1 photo added.')).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(GUEST_PHOTOS_NOTE);
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('shows photos restored from the draft as uploaded, with no guest note', () => {
    const { dialog } = renderDialog({ initialImages: [makeImage('img-a'), makeImage('img-b')] });
    expect(within(dialog).getByText('2 photos added.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Cover photo: Photo 1' })).toHaveAttribute('src', makeImage('img-a').thumbUrl);
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });
});
