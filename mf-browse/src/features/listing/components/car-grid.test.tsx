import { screen, within } from '@testing-library/react';
import { makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { CarGrid } from './car-grid';

describe('CarGrid', () => {
  it("fetches the first card's photo first (the listing's largest paint on a phone), eagerly loads the first row, lazily the rest", () => {
    const cars = Array.from({ length: 5 }, (_, i) => makeCar({ id: `car-${i}`, carName: `Car ${i}` }));
    renderWithProviders(<CarGrid cars={cars} savedIds={new Set()} onToggleSave={() => Promise.resolve(true)} />);
    const photos = within(screen.getByRole('list', { name: 'Cars' }))
      .getAllByRole('img')
      .filter((img) => img.hasAttribute('loading'));
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null]);
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
