import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import { EMPTY_LOCATION } from '../model/sell-form';
import { SELL_MESSAGES } from '../model/validation';
import { SellerLocationForm } from './seller-location-form';

function renderForm() {
  const handlers = { onChange: vi.fn(), onNext: vi.fn() };
  renderWithProviders(<SellerLocationForm value={EMPTY_LOCATION} {...handlers} />);
  return handlers;
}

describe('SellerLocationForm', () => {
  it('moves focus to the first field in error on Next and keeps what was chosen', async () => {
    const { onNext, onChange } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Dealer' }));
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Gujarat');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).not.toHaveBeenCalled();
    const city = screen.getByLabelText('City');
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription(SELL_MESSAGES.city);
    expect(screen.getByLabelText('Locality')).toHaveAccessibleDescription(SELL_MESSAGES.locality);
    expect(screen.getByLabelText('State')).toHaveValue('Gujarat');
    expect(screen.getByRole('radio', { name: 'Dealer' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ sellerType: 'Dealer', state: 'Gujarat', city: '', locality: '' });
  });

  it('opens the wizard once state, city and locality are chosen', async () => {
    const { onNext } = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Pune');
    await userEvent.selectOptions(screen.getByLabelText('Locality'), 'Baner');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
