import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { makeBuyer } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { InterestedBuyersScreen } from './interested-buyers-screen';

const RECEIVED = 'api/v1/enquiries/received';

describe('InterestedBuyersScreen', () => {
  it('lists buyers with a tel: link and filters by the spec cities on the server', async () => {
    fakeApi.on('get', RECEIVED, ({ searchParams }: { searchParams: URLSearchParams }) => ({
      buyers: searchParams.get('city') === 'Bhopal' ? [] : [makeBuyer({ name: 'Vikram Singh', phone: '9988776655' })],
    }));
    renderSignedIn(<InterestedBuyersScreen />);
    const card = await screen.findByRole('article', { name: 'Vikram Singh' });
    expect(within(card).getByText('Indore, Madhya Pradesh')).toBeInTheDocument();
    // makeBuyer's raw role is 'EndUser': shown with the account area's one label.
    expect(within(card).getByText('Buyer')).toBeInTheDocument();
    expect(within(card).queryByText('EndUser')).not.toBeInTheDocument();
    expect(within(card).getByText('SUV')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /call vikram singh/i })).toHaveAttribute('href', 'tel:+919988776655');

    const select = screen.getByLabelText('City');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All cities', 'Indore', 'Bhopal', 'Pune', 'Ahmedabad', 'Delhi', 'Kanpur', 'Lucknow', 'Chandigarh', 'Jaipur', 'Hyderabad']);
    await userEvent.selectOptions(select, 'Bhopal');
    expect(await screen.findByText('No interested buyers from Bhopal yet')).toBeInTheDocument();
    expect(fakeApi.calls.at(-1)?.searchParams.get('city')).toBe('Bhopal');
  });
});
