import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { landingPageOfSlug } from '@carmarket/shared';
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

  it('is one setter for the page, and a toggle is made from the query as it is when applied', () => {
    const { result } = setup('/buy-car?fuel=Diesel');
    const setQuery = result.current.state[1];
    act(() => setQuery((current) => ({ fuel: [...current.fuel, 'CNG'] })));
    act(() => setQuery((current) => ({ fuel: [...current.fuel, 'Petrol'] })));
    expect(result.current.location.search).toBe('?fuel=Diesel&fuel=CNG&fuel=Petrol');
    // The URL changed twice; the setter the filter sections were given is still the page's.
    expect(result.current.state[1]).toBe(setQuery);
  });

  it('keeps the query it set when the URL catches up with it, and takes a URL that says something else (Back)', () => {
    const rendered: unknown[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/buy-car?fuel=Diesel']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const state = useListingQuery();
        rendered.push(state[0]);
        return { state, location: useLocation(), navigate: useNavigate() };
      },
      { wrapper },
    );
    rendered.length = 0;
    act(() => result.current.state[1]({ fuel: ['Diesel', 'CNG'] }));
    expect(result.current.location.search).toBe('?fuel=Diesel&fuel=CNG');
    // Every render from the change on had the query it set: the same query parsed again from the
    // URL would render the page and its filter sections once more.
    expect(new Set(rendered).size).toBe(1);
    act(() => void result.current.navigate(-1));
    expect(result.current.state[0].fuel).toEqual(['Diesel']);
  });
});

describe('useListingQuery on a landing URL', () => {
  function setupLanding(initial: string, slug: string) {
    const landing = landingPageOfSlug(slug);
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
    return renderHook(() => ({ state: useListingQuery(landing), location: useLocation() }), { wrapper });
  }

  it('applies the landing filter and the query string together', () => {
    const { result } = setupLanding('/used-cars-in-pune?fuel=Diesel&page=2', 'used-cars-in-pune');
    expect(result.current.state[0]).toMatchObject({ location: ['Pune'], fuel: ['Diesel'], page: 2 });
  });

  it('keeps the landing path while its filter stays, and moves to /buy-car when it goes', () => {
    const { result } = setupLanding('/used-hyundai-cars', 'used-hyundai-cars');
    act(() => result.current.state[1]({ sort: 'priceLowToHigh' }));
    expect(result.current.location.pathname).toBe('/used-hyundai-cars');
    expect(result.current.location.search).toBe('?sort=priceLowToHigh');
    act(() => result.current.state[1]({ brand: ['Hyundai', 'Kia'] }));
    expect(result.current.location.pathname).toBe('/buy-car');
    expect(result.current.location.search).toBe('?brand=Hyundai&brand=Kia&sort=priceLowToHigh');
  });
});
