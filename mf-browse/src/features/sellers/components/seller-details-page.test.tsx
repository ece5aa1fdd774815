import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, apiClient, type SellerCar, type SellerDetails } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { makeCar } from '../../../test/make-car';
import { SellerDetailsPage } from './seller-details-page';

function sellerCar(title: string, isSold = false): SellerCar {
  const car = makeCar({ carName: title, isSold });
  return {
    id: car.id,
    title,
    images: ['https://img.test/a.jpg'],
    kmDriven: car.kmDriven,
    bodyType: car.bodyType,
    seats: car.seats,
    mileage: car.mileage,
    fuel: car.fuelType,
    transmission: car.transmission,
    address: { city: car.address.city, state: car.address.state },
    price: car.carPrice,
    emi: 7599,
    likes: 1,
    enquiries: { viewProperty: 1 },
    isSold,
    car,
  };
}

const details = (cars: SellerCar[]): SellerDetails => ({
  ownerDetails: {
    id: 'u9',
    name: 'Mehta Motors',
    role: 'Dealer',
    joinDate: '2024-03-01T00:00:00.000Z',
    email: 'sales@mehta.in',
    mobileNumber: '9123456780',
    verified: true,
    avatar: null,
    location: 'Mumbai, Maharashtra',
  },
  cars,
});

function renderSeller() {
  return renderWithProviders(
    <Routes>
      <Route path="/seller-details/:userId" element={<SellerDetailsPage />} />
    </Routes>,
    { route: '/seller-details/u9' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SellerDetailsPage', () => {
  it("shows 'Loading seller details…' then the panel and the seller's unsold cars", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(details([sellerCar('Tata Nexon XZ'), sellerCar('Kia Seltos', true)]));
    renderSeller();
    expect(screen.getByText('Loading seller details…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehta Motors' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('api/v1/sellers/u9', expect.anything());
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('sales@mehta.in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Profile' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Tata Nexon XZ' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kia Seltos' })).not.toBeInTheDocument();
  });

  it('switches between card and list views', async () => {
    const user = userEvent.setup();
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([sellerCar('Tata Nexon XZ')]));
    renderSeller();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', expect.stringMatching(/^\/buy-car\//));
    expect(screen.queryByRole('button', { name: /Save Tata Nexon XZ/ })).not.toBeInTheDocument();
  });

  it("says 'No cars listed by this seller yet'", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(details([]));
    renderSeller();
    expect(await screen.findByText('No cars listed by this seller yet')).toBeInTheDocument();
  });

  it("shows 'Error: {message}'", async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new ApiError('Seller not found', 404));
    renderSeller();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Seller not found');
  });
});
