import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { makeEnquiry } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { MyEnquiriesScreen } from './my-enquiries-screen';

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: (await import('../../../testing/fake-api')).fakeApi.client,
}));

const MINE = 'api/v1/enquiries/mine';

describe('MyEnquiriesScreen', () => {
  beforeEach(() => fakeApi.reset());

  it('shows loading, error and empty states', async () => {
    fakeApi.pending('get', MINE);
    const first = renderSignedIn(<MyEnquiriesScreen />);
    expect(await screen.findByRole('status', { name: '' })).toBeInTheDocument();
    expect(screen.getByText('Loading enquiries…')).toBeInTheDocument();
    first.unmount();

    fakeApi.fail('get', MINE, 'Failed to fetch enquiries');
    const second = renderSignedIn(<MyEnquiriesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch enquiries');
    second.unmount();

    fakeApi.on('get', MINE, { enquiries: [] });
    renderSignedIn(<MyEnquiriesScreen />);
    expect(await screen.findByText('No enquiries yet')).toBeInTheDocument();
  });

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
});
