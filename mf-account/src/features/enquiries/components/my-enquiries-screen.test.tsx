import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { makeEnquiry } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { MyEnquiriesScreen } from './my-enquiries-screen';

const MINE = 'api/v1/enquiries/mine';

describe('MyEnquiriesScreen', () => {
  it('shows the owner block with Call and WhatsApp, sorts by price, saves and deletes', async () => {
    fakeApi.on('get', MINE, {
      enquiries: [
        makeEnquiry({ id: 'c1', carName: 'Honda City V', carPrice: 1_100_000 }, { id: 'e1' }),
        makeEnquiry({ id: 'c2', carName: 'Maruti Swift VXI', carPrice: 500_000 }, { id: 'e2' }),
      ],
    });
    fakeApi.on('post', 'api/v1/saved-cars', { savedCar: {} });
    fakeApi.on('delete', 'api/v1/enquiries/e1', { message: 'Enquiry deleted' });
    renderSignedIn(<MyEnquiriesScreen />);

    const city = await screen.findByRole('article', { name: 'Honda City V' });
    const owner = within(city).getByRole('region', { name: 'Owner' });
    expect(within(owner).getByText('Mehta Motors')).toBeInTheDocument();
    expect(within(owner).getByText('· Dealer')).toBeInTheDocument();
    expect(within(owner).getByText(/3 days ago/)).toBeInTheDocument();
    expect(within(city).getByRole('link', { name: 'Call Mehta Motors' })).toHaveAttribute('href', 'tel:+919123456780');
    expect(within(city).getByRole('link', { name: 'WhatsApp Mehta Motors' })).toHaveAttribute('href', 'https://wa.me/919123456780');

    await userEvent.selectOptions(screen.getByLabelText('Sort by price'), 'priceLowToHigh');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['enquiry-e2', 'enquiry-e1']);

    await userEvent.type(screen.getByLabelText('Search enquiries'), 'swift');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Search enquiries'));

    await userEvent.click(screen.getByRole('button', { name: 'Actions for enquiry about Honda City V' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Save Enquiry' }));
    expect(await screen.findByText('Honda City V saved to your Saved Cars')).toBeInTheDocument();
    expect(fakeApi.calls.find((c) => c.path === 'api/v1/saved-cars')?.body).toEqual({ carId: 'c1' });

    await userEvent.click(screen.getByRole('button', { name: 'Actions for enquiry about Honda City V' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Enquiry deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Honda City V' })).not.toBeInTheDocument();
  });

  describe('Share', () => {
    const carUrl = () => `${window.location.origin}/buy-car/c1`;

    function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
      Object.defineProperty(window.navigator, 'share', { value: share, configurable: true, writable: true });
    }

    async function openShare(user: ReturnType<typeof userEvent.setup>) {
      fakeApi.on('get', MINE, { enquiries: [makeEnquiry({ id: 'c1', carName: 'Honda City V' }, { id: 'e1' })] });
      renderSignedIn(<MyEnquiriesScreen />);
      await user.click(await screen.findByRole('button', { name: 'Actions for enquiry about Honda City V' }));
      await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    }

    afterEach(() => setShare(undefined));

    it('opens the Web Share sheet with the car’s link when the browser has one', async () => {
      const user = userEvent.setup();
      const share = vi.fn(() => Promise.resolve());
      setShare(share);
      await navigator.clipboard.writeText('before');
      await openShare(user);
      expect(share).toHaveBeenCalledWith({ title: 'Honda City V', url: carUrl() });
      expect(await navigator.clipboard.readText()).toBe('before');
      expect(screen.queryByText(/Could not share/)).not.toBeInTheDocument();
    });

    it('copies the link to the clipboard when there is no Web Share', async () => {
      const user = userEvent.setup();
      setShare(undefined);
      await openShare(user);
      expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(carUrl());
    });

    it('treats a closed share sheet as nothing wrong', async () => {
      const user = userEvent.setup();
      const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      setShare(share);
      await navigator.clipboard.writeText('before');
      await openShare(user);
      expect(share).toHaveBeenCalledTimes(1);
      // Let the rejected share settle before checking that nothing was reported.
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.queryByText(/Could not share/)).not.toBeInTheDocument();
      expect(screen.queryByText('Link copied to the clipboard')).not.toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe('before');
    });

    it('gives the link in an error when neither sharing nor copying works', async () => {
      const user = userEvent.setup();
      setShare(undefined);
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Clipboard blocked'));
      await openShare(user);
      expect(await screen.findByText(`Could not share. The link is ${carUrl()}`)).toBeInTheDocument();
    });
  });
});
