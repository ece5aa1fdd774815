import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, type Dealer } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { TopDealersPage } from './top-dealers-page';

const dealer = (name: string, city: string): Dealer => ({
  id: name,
  name,
  role: 'Dealer',
  city,
  location: `Central, ${city}`,
  phone: '8800000001',
  imageUrl: null,
  rating: 4.5,
  carsListed: 3,
  userId: `user-${name}`,
});

afterEach(() => vi.restoreAllMocks());

describe('TopDealersPage', () => {
  it('lists the city’s dealers with Phone links and follows the city dropdown and the search', async () => {
    const user = userEvent.setup();
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      const params = new URLSearchParams(path.split('?')[1]);
      const all = [dealer('Metro Autos', 'Kolkata'), dealer('Mumbai Motors', 'Mumbai'), dealer('Marine Cars', 'Mumbai')];
      const search = (params.get('search') ?? '').toLowerCase();
      return { dealers: all.filter((d) => d.city === params.get('city') && d.name.toLowerCase().includes(search)) };
    });
    renderWithProviders(<TopDealersPage />, { route: '/top-dealer' });

    expect(screen.getByRole('heading', { level: 1, name: 'Top Dealers Based on City' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Metro Autos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Phone Metro Autos' })).toHaveAttribute('href', 'tel:+918800000001');

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Mumbai');
    expect(await screen.findByRole('article', { name: 'Marine Cars' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search dealers' }), 'marine{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(get).toHaveBeenLastCalledWith('api/v1/dealers?city=Mumbai&search=marine', expect.anything());
  });

  it("says 'No dealers found' for an empty result", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue({ dealers: [] });
    renderWithProviders(<TopDealersPage />, { route: '/top-dealer?city=Delhi' });
    expect(await screen.findByText('No dealers found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Delhi');
  });
});
