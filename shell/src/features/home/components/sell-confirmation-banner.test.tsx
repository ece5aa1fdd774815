import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import { SELL_CONFIRMATION_KEY } from '../sell-confirmation';
import { SellConfirmationBanner } from './sell-confirmation-banner';

describe('sell confirmation banner', () => {
  it('shows the posted car once, links to it and removes the note', async () => {
    sessionStorage.setItem(SELL_CONFIRMATION_KEY, JSON.stringify({ carId: 'car-42', carName: 'Tata Nexon XZ+', mode: 'created' }));
    renderWithProviders(<SellConfirmationBanner />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Your car is live');
    expect(banner).toHaveTextContent('Tata Nexon XZ+');
    expect(screen.getByRole('link', { name: 'View your listing' })).toHaveAttribute('href', '/buy-car/car-42');
    expect(sessionStorage.getItem(SELL_CONFIRMATION_KEY)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing without a note or with a broken one', () => {
    renderWithProviders(<SellConfirmationBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    sessionStorage.setItem(SELL_CONFIRMATION_KEY, '{not json');
    renderWithProviders(<SellConfirmationBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
