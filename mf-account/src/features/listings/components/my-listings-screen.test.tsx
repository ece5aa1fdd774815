import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { createQueryClient } from '@carmarket/shared';
import { downloadTextFile } from '../../../lib/csv-download';
import { fakeApi } from '../../../testing/fake-api';
import { makeBuyer, makeCar, makeUser } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { MyListingsScreen } from './my-listings-screen';

// The browser download itself is mocked; the CSV text handed to it is checked.
vi.mock('../../../lib/csv-download', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  downloadTextFile: vi.fn(),
}));

const USER_CARS = 'api/v1/car/get-user-cars';

describe('MyListingsScreen', () => {
  beforeEach(() => vi.mocked(downloadTextFile).mockClear());

  it('shows the cached cars on a second visit at once and asks the API again (another remote may have added one)', async () => {
    const queryClient = createQueryClient();
    const user = makeUser();
    fakeApi.on('post', USER_CARS, { status: true, cars: [makeCar({ id: 'a', carName: 'Hyundai Creta SX' })] });
    const first = renderSignedIn(<MyListingsScreen />, { queryClient, user });
    expect(await screen.findByText('Hyundai Creta SX')).toBeInTheDocument();
    first.unmount();

    fakeApi.pending('post', USER_CARS);
    renderSignedIn(<MyListingsScreen />, { queryClient, user });
    expect(screen.getByText('Hyundai Creta SX')).toBeInTheDocument();
    expect(fakeApi.calls.filter((c) => c.path === USER_CARS)).toHaveLength(2);
  });

  it('shows the card facts and the Sold overlay, and the search filters', async () => {
    fakeApi.on('post', USER_CARS, {
      status: true,
      cars: [
        makeCar({
          id: 'a',
          carName: 'Hyundai Creta SX',
          kmDriven: 42000,
          seats: 5,
          saves: 3,
          views: 120,
          carPrice: 1_050_000,
          createdAt: '2025-03-07T10:00:00.000Z',
        }),
        makeCar({ id: 'b', carName: 'Tata Nexon XZ', brand: 'Tata', model: 'Nexon', isSold: true }),
      ],
    });
    renderSignedIn(<MyListingsScreen />);
    const creta = await screen.findByRole('article', { name: 'Hyundai Creta SX' });
    for (const text of [
      '42,000 km',
      'SUV',
      '5 Seats',
      'Petrol',
      'Manual',
      'Pune, Maharashtra',
      '₹ 10.5 Lakhs',
      '3 likes',
      '120 views',
      'Added 07 Mar 2025',
    ]) {
      expect(within(creta).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('article', { name: 'Tata Nexon XZ' })).getByText('Sold')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search your cars'), 'nexon');
    expect(screen.queryByRole('article', { name: 'Hyundai Creta SX' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search your cars'));
    await userEvent.type(screen.getByLabelText('Search your cars'), 'ferrari');
    expect(screen.getByText('No cars found')).toBeInTheDocument();
  });

  it('marks a car sold after confirmation and hides Mark as Sold afterwards', async () => {
    const car = makeCar({ id: 'a', carName: 'Hyundai Creta SX' });
    fakeApi.on('post', USER_CARS, { status: true, cars: [car] });
    fakeApi.on('post', 'api/v1/cars/a/mark-sold', { car: { ...car, isSold: true } });
    renderSignedIn(<MyListingsScreen />);
    const menuButton = await screen.findByRole('button', { name: 'Actions for Hyundai Creta SX' });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/sell?edit=a');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as Sold' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark this car as sold?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Sold' }));
    expect(await screen.findByText('Sold')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Hyundai Creta SX' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as Sold' })).not.toBeInTheDocument();
  });

  it('deletes a car after confirmation; Cancel keeps it', async () => {
    fakeApi.on('post', USER_CARS, { status: true, cars: [makeCar({ id: 'a', carName: 'Hyundai Creta SX' })] });
    fakeApi.on('delete', 'api/v1/cars/a', { message: 'Car deleted' });
    renderSignedIn(<MyListingsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Hyundai Creta SX' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Hyundai Creta SX' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Hyundai Creta SX' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No cars found')).toBeInTheDocument();
  });

  it('says so when a car has no leads to download', async () => {
    fakeApi.on('post', USER_CARS, { status: true, cars: [makeCar({ id: 'a', carName: 'Hyundai Creta SX' })] });
    fakeApi.on('get', 'api/v1/enquiries/received', { buyers: [] });
    renderSignedIn(<MyListingsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Hyundai Creta SX' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Download Lead' }));
    expect(await screen.findByText('No enquiries yet for Hyundai Creta SX')).toBeInTheDocument();
    expect(fakeApi.calls.at(-1)?.searchParams.get('carId')).toBe('a');
  });

  it('Download All Leads asks for every car’s enquiries and downloads them as one CSV', async () => {
    fakeApi.on('post', USER_CARS, {
      status: true,
      cars: [makeCar({ id: 'a', carName: 'Hyundai Creta SX' }), makeCar({ id: 'b', carName: 'Tata Nexon XZ' })],
    });
    fakeApi.on('get', 'api/v1/enquiries/received', {
      buyers: [
        makeBuyer({ name: 'Vikram Singh', carId: 'a', carTitle: 'Hyundai Creta SX', message: 'Is the price negotiable?' }),
        makeBuyer({ name: 'Neha Gupta', carId: 'b', carTitle: 'Tata Nexon XZ', message: 'Can I see it on Sunday?' }),
      ],
    });
    renderSignedIn(<MyListingsScreen />);
    await screen.findByRole('article', { name: 'Hyundai Creta SX' });
    await userEvent.click(screen.getByRole('button', { name: 'Download All Leads' }));

    expect(await screen.findByText('Downloaded 2 leads')).toBeInTheDocument();
    const request = fakeApi.calls.find((c) => c.path === 'api/v1/enquiries/received')!;
    expect(request.method).toBe('get');
    expect(request.searchParams.has('carId')).toBe(false);
    expect(downloadTextFile).toHaveBeenCalledTimes(1);
    const [fileName, csv] = vi.mocked(downloadTextFile).mock.calls[0]!;
    expect(fileName).toBe('leads-all-cars.csv');
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row[0])).toEqual(['Name', 'Vikram Singh', 'Neha Gupta']);
    expect(csv).toContain('Tata Nexon XZ');
    expect(csv).toContain('Can I see it on Sunday?');
  });

  it('Download All Leads says so and downloads nothing when no one has enquired', async () => {
    fakeApi.on('post', USER_CARS, { status: true, cars: [makeCar({ id: 'a', carName: 'Hyundai Creta SX' })] });
    fakeApi.on('get', 'api/v1/enquiries/received', { buyers: [] });
    renderSignedIn(<MyListingsScreen />);
    await screen.findByRole('article', { name: 'Hyundai Creta SX' });
    await userEvent.click(screen.getByRole('button', { name: 'Download All Leads' }));
    expect(await screen.findByText('No enquiries yet for your cars')).toBeInTheDocument();
    expect(downloadTextFile).not.toHaveBeenCalled();
  });
});
