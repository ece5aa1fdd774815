// The server has no localStorage: it renders no tray and every Compare toggle off. A browser with
// a stored tray must hydrate that very markup (no React #418) and show the tray a render later.
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore, createQueryClient, type AppStore } from '@carmarket/shared';
import { makeCar } from '@carmarket/shared/testing';
import { CarCard } from '../../cars/components/car-card';
import { addToCompareAtom } from '../compare-tray-atoms';
import { CompareTray } from './compare-tray';
import { renderCardCompareToggle } from './render-card-compare-toggle';

const car = makeCar({ id: 'car-h', carName: 'Tata Nexon XZ' });
const toggleSave = () => Promise.resolve(false);

function Page({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/buy-car']}>
        <CarCard car={car} saved={false} onToggleSave={toggleSave} renderAction={renderCardCompareToggle} />
        <CompareTray />
      </MemoryRouter>
    </AppProviders>
  );
}

describe('the compare tray in a server-rendered page', () => {
  it('renders nothing of the tray on the server, and hydrates a stored tray without a mismatch', async () => {
    // The server's store of this request: no tray. The browser's: the tray it read from localStorage.
    const html = renderToString(<Page store={createAppStore()} />);
    const browserStore = createAppStore();
    browserStore.set(addToCompareAtom, { id: 'car-h', name: 'Tata Nexon XZ' });
    expect(html).not.toContain('Compare (1 of 3)');
    expect(html).toContain('aria-pressed="false"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Page store={browserStore} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(container.textContent).toContain('Compare (1 of 3)'));
    expect(container.querySelector('button[aria-label="Compare Tata Nexon XZ"]')).toHaveAttribute('aria-pressed', 'true');
    errors.mockRestore();
    container.remove();
  });
});
