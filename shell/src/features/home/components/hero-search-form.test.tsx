import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@carmarket/shared/testing';
import { HeroSearchForm } from './hero-search-form';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

describe('HeroSearchForm', () => {
  it('offers the budgets in the compact format, up to crores, and opens the listing with the chosen range', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <HeroSearchForm />
              <LocationProbe />
            </>
          }
        />
      </Routes>,
    );
    await user.click(screen.getByRole('button', { name: 'By Budget' }));
    const select = screen.getByRole('combobox', { name: 'Search Car by Budget' });
    expect(screen.getByRole('option', { name: 'Under ₹ 3.0 L' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Above ₹ 1.0 Cr' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Lakh/ })).not.toBeInTheDocument();

    await user.selectOptions(select, '₹ 50.0 L - ₹ 1.0 Cr');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/buy-car?priceMin=5000000&priceMax=10000000');
  });
});
