import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useListingQuery } from './use-listing-query';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(() => ({ state: useListingQuery(), location: useLocation() }), { wrapper });
}

describe('useListingQuery', () => {
  it('reads filters from the URL with the shared converter', () => {
    const { result } = setup('/buy-car?brand=Tata&brand=Kia&priceMax=800000&sort=priceLowToHigh&page=2');
    const [query] = result.current.state;
    expect(query).toMatchObject({ brand: ['Tata', 'Kia'], priceMax: 800_000, sort: 'priceLowToHigh', page: 2 });
  });

  it('falls back to defaults for hand-edited garbage', () => {
    const { result } = setup('/buy-car?sort=sideways&page=abc');
    expect(result.current.state[0]).toMatchObject({ sort: 'yearNewToOld', page: 1 });
  });

  it('writes changes to the URL and resets the page', () => {
    const { result } = setup('/buy-car?page=3&fuel=Diesel');
    act(() => result.current.state[1]({ fuel: ['Diesel', 'CNG'] }));
    expect(result.current.location.search).toBe('?fuel=Diesel&fuel=CNG');
    act(() => result.current.state[1]({ page: 2 }));
    expect(result.current.location.search).toBe('?fuel=Diesel&fuel=CNG&page=2');
  });
});
