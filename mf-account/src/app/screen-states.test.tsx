// Every account screen that lists something from the API shows the same three states through
// QueryState: a "Loading…" status until the first answer, the server's error (or the screen's spec
// text) as an alert with Retry, and the screen's own empty text. One table, one case a screen.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { MyEnquiriesScreen } from '../features/enquiries/components/my-enquiries-screen';
import { InterestedBuyersScreen } from '../features/interested-buyers/components/interested-buyers-screen';
import { MyListingsScreen } from '../features/listings/components/my-listings-screen';
import { BoughtPackagesScreen } from '../features/packages/components/bought-packages-screen';
import { BuyPackagesScreen } from '../features/packages/components/buy-packages-screen';
import { SavedCarsScreen } from '../features/saved-cars/components/saved-cars-screen';
import { fakeApi } from '../testing/fake-api';
import { makeCar, makeOrder } from '../testing/factories';
import { renderSignedIn } from '../testing/render-signed-in';

interface ScreenStatesCase {
  name: string;
  ui: ReactElement;
  /** The request the screen's list comes from. */
  request: ['get' | 'post', string];
  loading: string;
  /** What the server fails with ([message, status]) and the alert that shows. */
  failure: [string, number, string];
  empty: [answer: object, text: string];
  /** Other requests the screen makes, answered. */
  arrange?: () => void;
}

const CASES: ScreenStatesCase[] = [
  {
    name: 'My Enquiries',
    ui: <MyEnquiriesScreen />,
    request: ['get', 'api/v1/enquiries/mine'],
    loading: 'Loading enquiries…',
    failure: ['Failed to fetch enquiries', 500, 'Failed to fetch enquiries'],
    empty: [{ enquiries: [] }, 'No enquiries yet'],
  },
  {
    name: 'Saved Cars',
    ui: <SavedCarsScreen />,
    request: ['get', 'api/v1/saved-cars'],
    loading: 'Loading saved cars…',
    failure: ['Failed to fetch saved cars', 500, 'Failed to fetch saved cars'],
    empty: [{ savedCars: [] }, 'No saved cars found'],
  },
  {
    name: 'Bought Packages',
    ui: <BoughtPackagesScreen />,
    request: ['get', 'api/v1/package-orders'],
    loading: 'Loading your packages…',
    failure: ['Failed to fetch your packages', 500, 'Failed to fetch your packages'],
    empty: [{ orders: [] }, 'No packages bought yet'],
  },
  {
    name: 'Buy Packages',
    ui: <BuyPackagesScreen />,
    request: ['get', 'api/v1/packages'],
    loading: 'Loading packages…',
    failure: ['Failed to fetch packages', 500, 'Failed to fetch packages'],
    empty: [{ plans: [] }, 'No packages available right now'],
    arrange: () => {
      fakeApi.on('get', 'api/v1/package-orders', { orders: [makeOrder({ planId: '6m-500' })] });
      fakeApi.on('post', 'api/v1/car/get-user-cars', { status: true, cars: [makeCar(), makeCar(), makeCar({ isSold: true })] });
    },
  },
  {
    name: 'Interested Buyers',
    ui: <InterestedBuyersScreen />,
    request: ['get', 'api/v1/enquiries/received'],
    loading: 'Loading interested buyers…',
    failure: ['Please sign in to continue', 401, 'Please sign in to continue'],
    empty: [{ buyers: [] }, 'No interested buyers yet'],
  },
  {
    name: 'My Listing',
    ui: <MyListingsScreen />,
    request: ['post', 'api/v1/car/get-user-cars'],
    loading: 'Loading cars...',
    // No message from the server: the spec's text.
    failure: ['', 500, 'Failed to fetch demo cars'],
    empty: [{ status: true, cars: [] }, 'No cars found'],
  },
];

describe.each(CASES)('$name', ({ ui, request: [method, path], loading, failure: [message, status, alert], empty, arrange }) => {
  beforeEach(() => arrange?.());

  it('shows a loading status until the first answer', async () => {
    fakeApi.pending(method, path);
    renderSignedIn(ui);
    expect(await screen.findByText(loading)).toHaveAttribute('role', 'status');
  });

  it('shows the error as an alert with Retry', async () => {
    fakeApi.fail(method, path, message, status);
    renderSignedIn(ui);
    expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows its empty text', async () => {
    fakeApi.on(method, path, empty[0]);
    renderSignedIn(ui);
    expect(await screen.findByText(empty[1])).toBeInTheDocument();
  });
});
