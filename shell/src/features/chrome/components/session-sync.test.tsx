import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@carmarket/shared/testing';
import { SessionSync } from './session-sync';
import { SiteHeader } from './site-header';

describe('session sync across tabs', () => {
  it('shows the avatar when another tab signs in, and Login / Register when it signs out', () => {
    renderWithProviders(
      <>
        <SessionSync />
        <SiteHeader />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem('token', 't-2');
      localStorage.setItem('user', JSON.stringify({ id: 'u-2', fullName: 'Mehta Motors', mobileNumber: '9123456780', userType: 'Dealer' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByRole('button', { name: 'Open account menu of Mehta Motors' })).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
  });
});
