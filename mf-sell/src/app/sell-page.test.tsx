import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, apiClient, finishSignInRequestAtom, loginAtom, signInRequestAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { uploadCarImage } from '../features/sell-wizard/api/upload-car-image';
import { createOrUpdateCar } from '../features/sell-wizard/api/create-update-car';
import { SELL_CONFIRMATION_KEY, SELL_DRAFT_KEY, sellDraftKey } from '../features/sell-wizard/model/sell-draft';
import { PHOTO_MESSAGES } from '../features/sell-wizard/model/photo-file';
import { fillCarBasics, fillCarListing, fillCarUsage } from '../features/sell-wizard/testing/fill-wizard';
import { SWIFT_DETAILS, swiftPayload } from '../features/sell-wizard/testing/swift-listing';
import { jpegFile, makeCar, makeImage, signedInUser } from '../testing/make-car';
import { SellPage } from './sell-page';

vi.mock('../features/sell-wizard/api/upload-car-image', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  uploadCarImage: vi.fn(),
}));
vi.mock('../features/sell-wizard/api/create-update-car', () => ({ createOrUpdateCar: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });
const mockedFetchCar = vi.spyOn(apiClient, 'get');
const mockedUpload = vi.mocked(uploadCarImage);
const mockedCreate = vi.mocked(createOrUpdateCar);

function HomeProbe() {
  const location = useLocation();
  return <p>Home page {JSON.stringify(location.state)}</p>;
}

function renderSell(route = '/sell', { signedIn = false } = {}) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/sell" element={<SellPage currentYear={2025} />} />
      <Route path="/" element={<HomeProbe />} />
    </Routes>,
    { route },
  );
  if (signedIn) signIn(rendered.store);
  return rendered;
}

function signIn(store: ReturnType<typeof renderWithProviders>['store']) {
  act(() => store.set(loginAtom, { token: 'token-1', user: signedInUser }));
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function fillEverything() {
  expect(screen.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Dealer' }));
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await userEvent.selectOptions(screen.getByLabelText('City'), 'Pune');
  await userEvent.selectOptions(screen.getByLabelText('Locality'), 'Baner');
  await next();
  await fillCarBasics(SWIFT_DETAILS);
  await next();
  await fillCarUsage(SWIFT_DETAILS);
  await next();
  await fillCarListing(SWIFT_DETAILS);
  await next();
  return screen.findByRole('dialog', { name: 'Add photos of your car' }, { timeout: 10_000 });
}

beforeEach(() => {
  mockedFetchCar.mockReset();
  mockedUpload.mockReset();
  mockedCreate.mockReset();
  mockedUpload.mockImplementation(async (file, options) => {
    options?.onProgress?.(50);
    return makeImage(`uploaded-${file.name}`);
  });
});

describe('SellPage (new listing)', () => {
  it('shows the hero form, testimonials, why-sell, how-it-works and a 6-entry FAQ accordion', async () => {
    renderSell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/sell your car/i);
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'What our sellers say' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why sell with us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const faqButtons = within(faq).getAllByRole('button');
    expect(faqButtons).toHaveLength(6);
    for (const button of faqButtons) expect(button).toHaveAttribute('aria-expanded');
    const question = within(faq).getByRole('button', { name: 'What photos can I upload?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: 'What photos can I upload?' })).toBe(answer);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('jpeg, jpg and png files up to 20 MB');
  });

  it('asks for state, city and locality before opening the wizard', async () => {
    renderSell();
    await next();
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Please select your state');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Gujarat');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Surat');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Delhi');
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByText('Step 1 of 3')).not.toBeInTheDocument();
  });

  it('refuses wrong types and files over 20 MB before any upload', async () => {
    renderSell('/sell', { signedIn: true });
    const dialog = await fillEverything();
    expect(within(dialog).getByText(/jpeg, jpg and png, up to 20 MB/)).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Choose photos');
    const gif = new File(['GIF89a'], 'car.gif', { type: 'image/gif' });
    const fakePng = new File(['just text'], 'fake.png', { type: 'image/png' });
    await userEvent.upload(input, [gif, fakePng, jpegFile('huge.jpg', 21 * 1024 * 1024)], { applyAccept: false });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(PHOTO_MESSAGES.wrongType('car.gif'));
    expect(alert).toHaveTextContent(PHOTO_MESSAGES.wrongType('fake.png'));
    expect(alert).toHaveTextContent(PHOTO_MESSAGES.tooLarge('huge.jpg'));
    expect(within(dialog).getByText('No photos added yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    expect(await within(dialog).findByText(PHOTO_MESSAGES.none)).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  // The body is spec §7's fields plus sellerType, a documented extension (docs/api.md) so the
  // API keeps the hero form's Owner / Dealer choice.
  it('uploads the photos in the chosen order and posts the spec fields plus the documented sellerType, then goes home', async () => {
    mockedCreate.mockResolvedValue({
      status: true,
      message: 'Car created successfully',
      car: makeCar({ id: 'new-car', carName: 'Maruti Suzuki Swift VXi' }),
    });
    renderSell('/sell', { signedIn: true });
    const dialog = await fillEverything();
    await userEvent.upload(within(dialog).getByLabelText('Choose photos'), [jpegFile('front.jpg'), jpegFile('side.jpg')]);
    expect(await within(dialog).findByText('2 photos added.')).toBeInTheDocument();
    expect(within(dialog).getByAltText('Cover photo: front.jpg')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move photo 2 up' }));
    expect(within(dialog).getByAltText('Cover photo: side.jpg')).toBeInTheDocument();
    expect(within(dialog).getByText('Cover photo')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    expect(await screen.findByText(/Home page/)).toHaveTextContent('"postedCarId":"new-car"');
    expect(mockedUpload).toHaveBeenCalledTimes(2);
    expect(mockedCreate).toHaveBeenCalledWith(
      swiftPayload({ userId: 'user-1', carImages: ['uploaded-side.jpg', 'uploaded-front.jpg'], sellerType: 'Dealer' }),
    );
    expect(sessionStorage.getItem(SELL_DRAFT_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SELL_CONFIRMATION_KEY) ?? '{}')).toEqual({
      carId: 'new-car',
      carName: 'Maruti Suzuki Swift VXi',
      mode: 'created',
    });
  });

  it('shows per-file upload progress while posting', async () => {
    const finish: Array<() => void> = [];
    mockedUpload.mockImplementation(
      (file, options) =>
        new Promise((resolve) => {
          options?.onProgress?.(40);
          finish.push(() => resolve(makeImage(`uploaded-${file.name}`)));
        }),
    );
    mockedCreate.mockResolvedValue({ status: true, message: 'ok', car: makeCar({ id: 'progress-car' }) });
    renderSell('/sell', { signedIn: true });
    const dialog = await fillEverything();
    await userEvent.upload(within(dialog).getByLabelText('Choose photos'), [jpegFile('front.jpg'), jpegFile('side.jpg')]);
    await within(dialog).findByText('2 photos added.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    const front = await within(dialog).findByRole('progressbar', { name: 'Uploading front.jpg' });
    expect(front).toHaveAttribute('value', '40');
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading side.jpg' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Post Car' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
    act(() => finish.forEach((resolve) => resolve()));
    expect(await screen.findByText(/Home page/)).toHaveTextContent('progress-car');
  });

  it('moves focus into the wizard when the hero form opens it', async () => {
    renderSell();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Delhi');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Delhi');
    await userEvent.selectOptions(screen.getByLabelText('Locality'), 'Saket');
    await next();
    expect(screen.getByRole('heading', { name: 'Car details' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Get the best price for your car' })).toHaveFocus();
    expect(screen.getByLabelText('Locality')).toHaveValue('Saket');
  });

  it('shows the failure in the dialog and keeps everything for another try', async () => {
    mockedCreate.mockRejectedValueOnce(new ApiError('carPrice is too large', 400));
    renderSell('/sell', { signedIn: true });
    const dialog = await fillEverything();
    await userEvent.upload(within(dialog).getByLabelText('Choose photos'), [jpegFile('front.jpg')]);
    await within(dialog).findByText('1 photo added.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    const alert = await within(dialog).findByText('Something went wrong!');
    expect(alert.parentElement).toHaveTextContent('Failed to create car: carPrice is too large');
    expect(within(dialog).getByAltText('Cover photo: front.jpg')).toBeInTheDocument();
    await waitFor(() => {
      const draft = JSON.parse(sessionStorage.getItem(SELL_DRAFT_KEY) ?? '{}');
      expect(draft.details.carPrice).toBe('5,50,000');
      expect(draft.images.map((image: { id: string }) => image.id)).toEqual(['uploaded-front.jpg']);
    });

    mockedCreate.mockResolvedValueOnce({ status: true, message: 'ok', car: makeCar({ id: 'second-try' }) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    expect(await screen.findByText(/Home page/)).toHaveTextContent('second-try');
    expect(mockedUpload).toHaveBeenCalledTimes(1);
  });

  it('asks a guest to sign in at Post Car and then carries on with what they entered', async () => {
    mockedCreate.mockResolvedValue({ status: true, message: 'ok', car: makeCar({ id: 'guest-car' }) });
    const { store } = renderSell('/sell');
    const dialog = await fillEverything();
    await userEvent.upload(within(dialog).getByLabelText('Choose photos'), [jpegFile('front.jpg')]);
    await within(dialog).findByText('1 photo added.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Car' }));
    await waitFor(() => expect(store.get(signInRequestAtom)?.reason).toBe('Sign in to post your car'));
    expect(mockedUpload).not.toHaveBeenCalled();

    signIn(store);
    act(() => store.set(finishSignInRequestAtom));
    expect(await screen.findByText(/Home page/)).toHaveTextContent('guest-car');
    expect(mockedCreate).toHaveBeenCalledWith(expect.objectContaining({ userId: 'user-1', carName: 'Maruti Suzuki Swift VXi' }));
  });

  it('restores the draft after a reload', async () => {
    const first = renderSell();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Telangana');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Hyderabad');
    await userEvent.selectOptions(screen.getByLabelText('Locality'), 'Gachibowli');
    await next();
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Kia');
    first.unmount();
    renderSell();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toHaveValue('Kia');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Locality')).toHaveValue('Gachibowli');
  });
  it("keeps a signed-in seller's photos over a reload: they upload when picked and the draft keeps them", async () => {
    mockedCreate.mockResolvedValue({ status: true, message: 'ok', car: makeCar({ id: 'reloaded-car' }) });
    const first = renderSell('/sell', { signedIn: true });
    const dialog = await fillEverything();
    await userEvent.upload(within(dialog).getByLabelText('Choose photos'), [jpegFile('front.jpg'), jpegFile('side.jpg')]);
    await waitFor(() => expect(within(dialog).getAllByText('Uploaded')).toHaveLength(2));
    expect(mockedUpload).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(SELL_DRAFT_KEY) ?? '{}').images.map((image: { id: string }) => image.id)).toEqual([
        'uploaded-front.jpg',
        'uploaded-side.jpg',
      ]),
    );
    first.unmount();

    renderSell('/sell', { signedIn: true });
    const restored = await screen.findByRole('dialog', { name: 'Add photos of your car' }, { timeout: 10_000 });
    expect(within(restored).getByText('2 photos added.')).toBeInTheDocument();
    expect(within(restored).getByRole('img', { name: 'Cover photo: Photo 1' })).toHaveAttribute(
      'src',
      makeImage('uploaded-front.jpg').thumbUrl,
    );
    await userEvent.click(within(restored).getByRole('button', { name: 'Post Car' }));
    expect(await screen.findByText(/Home page/)).toHaveTextContent('reloaded-car');
    expect(mockedUpload).toHaveBeenCalledTimes(2);
    expect(mockedCreate).toHaveBeenCalledWith(
      expect.objectContaining({ carImages: ['uploaded-front.jpg', 'uploaded-side.jpg'], carPrice: 550000 }),
    );
  });
});

describe('SellPage (edit mode, /sell?edit=<carId>)', () => {
  it('pre-fills the wizard from the car, shows only the hero, has no Back on step 1 and updates', async () => {
    mockedFetchCar.mockResolvedValue({
      car: makeCar({ carPrice: 975000, address: { state: 'Maharashtra', city: 'Pune', locality: 'Baner' } }),
    });
    mockedCreate.mockResolvedValue({ status: true, message: 'Car updated successfully', car: makeCar() });
    renderSell('/sell?edit=car-1', { signedIn: true });
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(mockedFetchCar).toHaveBeenCalledWith('api/v1/cars/car-1', expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit your car details');
    expect(screen.queryByRole('heading', { name: 'What our sellers say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Brand')).toHaveValue('Hyundai');
    expect(screen.getByLabelText('Model')).toHaveValue('Creta');
    expect(screen.getByLabelText('Variant')).toHaveValue('SX');
    await next();
    await next();
    expect(screen.getByLabelText('Price')).toHaveValue('9,75,000');
    expect(screen.getByText('9.8 Lakhs')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Price'));
    await userEvent.type(screen.getByLabelText('Price'), '925000');
    await next();
    const dialog = await screen.findByRole('dialog', { name: 'Update the photos of your car' }, { timeout: 10_000 });
    expect(within(dialog).getByText('2 photos added.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Car Details' }));
    expect(await screen.findByText(/Home page/)).toHaveTextContent('"postedMode":"updated"');
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(mockedCreate).toHaveBeenCalledWith(
      expect.objectContaining({ carId: 'car-1', carPrice: 925000, carImages: ['img-a', 'img-b'], addressLocality: 'Baner' }),
    );
  });

  it("refuses to edit another user's car", async () => {
    mockedFetchCar.mockResolvedValue({
      car: makeCar({ user: { id: 'someone-else', fullName: 'X', userType: 'Owner', mobileNumber: '9000000002' } }),
    });
    renderSell('/sell?edit=car-1', { signedIn: true });
    expect(await screen.findByText('You can only edit cars you listed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Brand')).not.toBeInTheDocument();
  });

  it('asks a guest to sign in before editing', async () => {
    renderSell('/sell?edit=car-1');
    expect(screen.getByText('Sign in to edit your car.')).toBeInTheDocument();
    expect(mockedFetchCar).not.toHaveBeenCalled();
  });

  it('keeps a half-finished new listing when a car is opened for editing', async () => {
    const newDraft = {
      editCarId: null,
      baseUpdatedAt: null,
      phase: 'wizard',
      step: 2,
      location: { sellerType: 'Owner', state: 'Goa', city: 'Panaji', locality: 'Miramar' },
      details: { brand: 'Kia' },
      images: [],
    };
    sessionStorage.setItem(SELL_DRAFT_KEY, JSON.stringify(newDraft));
    mockedFetchCar.mockResolvedValue({ car: makeCar() });
    const edit = renderSell('/sell?edit=car-1', { signedIn: true });
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(sellDraftKey('car-1'))).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Variant'), 'SX (O)');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(sellDraftKey('car-1')) ?? '{}').details?.variant).toBe('SX (O)'));
    expect(JSON.parse(sessionStorage.getItem(SELL_DRAFT_KEY) ?? '{}')).toEqual(newDraft);
    edit.unmount();

    renderSell('/sell');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Brand')).toHaveValue('Kia');
  });

  it('restores unsaved edits of the same version of the car, says so, and Discard goes back to the car', async () => {
    mockedFetchCar.mockResolvedValue({ car: makeCar() });
    const first = renderSell('/sell?edit=car-1', { signedIn: true });
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Variant'), 'SX (O)');
    await waitFor(() => expect(sessionStorage.getItem(sellDraftKey('car-1'))).toContain('SX (O)'));
    first.unmount();

    renderSell('/sell?edit=car-1', { signedIn: true });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes restored'));
    expect(screen.getByLabelText('Variant')).toHaveValue('SX (O)');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Variant')).toHaveValue('SX');
    expect(sessionStorage.getItem(sellDraftKey('car-1'))).toBeNull();
  });

  it('drops an edit draft made before the car was last saved and shows the current car', async () => {
    const stale = {
      editCarId: 'car-1',
      baseUpdatedAt: '2025-01-01T00:00:00.000Z',
      phase: 'wizard',
      step: 1,
      location: {},
      details: { brand: 'Hyundai', model: 'Creta', variant: 'SX (O)' },
      images: [],
    };
    sessionStorage.setItem(sellDraftKey('car-1'), JSON.stringify(stale));
    mockedFetchCar.mockResolvedValue({ car: makeCar({ variant: 'E', carName: 'Hyundai Creta E', updatedAt: '2025-02-01T00:00:00.000Z' }) });
    renderSell('/sell?edit=car-1', { signedIn: true });
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Variant')).toHaveValue('E');
    expect(screen.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(sellDraftKey('car-1'))).toBeNull();
  });
});
