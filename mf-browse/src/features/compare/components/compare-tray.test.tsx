import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { makeCar, renderWithProviders } from '@carmarket/shared/testing';
import { CarCard } from '../../cars/components/car-card';
import { addToCompareAtom } from '../compare-tray-atoms';
import { COMPARE_TRAY_KEY } from '../compare-tray-storage';
import { CompareTray } from './compare-tray';
import { renderCardCompareToggle } from './render-card-compare-toggle';

const cars = ['Hyundai Creta SX', 'Tata Nexon XZ', 'Honda City V', 'Kia Seltos HTX'].map((carName, index) =>
  makeCar({ id: `car-${index + 1}`, carName }),
);
const toggleSave = () => Promise.resolve(false);

function renderCardsWithTray() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/buy-car"
        element={
          <>
            <ul>
              {cars.map((car) => (
                <li key={car.id}>
                  <CarCard car={car} saved={false} onToggleSave={toggleSave} renderAction={renderCardCompareToggle} />
                </li>
              ))}
            </ul>
            <CompareTray />
          </>
        }
      />
    </Routes>,
    { route: '/buy-car' },
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const compareButton = (name: string) => within(card(name)).getByRole('button', { name: `Compare ${name}` });
const tray = () => screen.findByRole('region', { name: /^Compare \(/ });

describe('Compare on the cards, and the compare tray', () => {
  it('shows no tray until a car is added, then the car, a Compare now link and the count', async () => {
    renderCardsWithTray();
    expect(screen.queryByRole('region', { name: /^Compare \(/ })).toBeNull();
    await userEvent.click(compareButton('Hyundai Creta SX'));
    expect(compareButton('Hyundai Creta SX')).toHaveAttribute('aria-pressed', 'true');
    expect(within(await tray()).getByRole('heading', { name: 'Compare (1 of 3)' })).toBeInTheDocument();
    expect(within(await tray()).getByText('Hyundai Creta SX')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Hyundai Creta SX added to compare (1 of 3).');
    await userEvent.click(compareButton('Tata Nexon XZ'));
    expect(within(await tray()).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=car-1,car-2');
  });

  it('refuses a fourth car with a clear message, and takes it once a place is free', async () => {
    renderCardsWithTray();
    for (const name of ['Hyundai Creta SX', 'Tata Nexon XZ', 'Honda City V']) await userEvent.click(compareButton(name));
    await userEvent.click(compareButton('Kia Seltos HTX'));
    expect(within(card('Kia Seltos HTX')).getByRole('alert')).toHaveTextContent('You can compare up to 3 cars.');
    expect(compareButton('Kia Seltos HTX')).toHaveAttribute('aria-pressed', 'false');
    expect(within(await tray()).getByRole('heading', { name: 'Compare (3 of 3)' })).toBeInTheDocument();

    await userEvent.click(within(await tray()).getByRole('button', { name: 'Remove Tata Nexon XZ from compare' }));
    expect(within(card('Kia Seltos HTX')).queryByRole('alert')).toBeNull();
    expect(compareButton('Tata Nexon XZ')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(compareButton('Kia Seltos HTX'));
    expect(within(await tray()).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=car-1,car-3,car-4');
  });

  it('takes a car out with its Compare toggle again, and Clear empties the tray', async () => {
    renderCardsWithTray();
    await userEvent.click(compareButton('Hyundai Creta SX'));
    await userEvent.click(compareButton('Tata Nexon XZ'));
    await userEvent.click(compareButton('Hyundai Creta SX'));
    expect(within(await tray()).queryByText('Hyundai Creta SX')).toBeNull();
    await userEvent.click(within(await tray()).getByRole('button', { name: 'Clear the compare tray' }));
    expect(screen.queryByRole('region', { name: /^Compare \(/ })).toBeNull();
    expect(localStorage.getItem(COMPARE_TRAY_KEY)).toBeNull();
  });

  it('shows a tray kept in localStorage (another page, a reload)', async () => {
    localStorage.setItem(COMPARE_TRAY_KEY, JSON.stringify([{ id: 'car-2', name: 'Tata Nexon XZ' }]));
    renderCardsWithTray();
    expect(within(await tray()).getByText('Tata Nexon XZ')).toBeInTheDocument();
    expect(compareButton('Tata Nexon XZ')).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a change made elsewhere in the store', () => {
    const { store } = renderCardsWithTray();
    act(() => {
      store.set(addToCompareAtom, { id: 'car-3', name: 'Honda City V' });
    });
    expect(compareButton('Honda City V')).toHaveAttribute('aria-pressed', 'true');
  });
});
