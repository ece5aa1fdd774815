// Its own file: React.lazy asks for its component once per module instance, so the state of the
// picker's chunk (here: already loaded) must be set before anything renders the modal.
import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { apiClient, useAtomValue } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { cityModalOpenAtom, openCityModalAtom } from '../city-modal-atoms';
import { loadCityPicker } from '../load-city-picker';
import { CityModal } from './city-modal';

afterEach(() => vi.restoreAllMocks());

/** What each commit that shows the dialog put on screen, read in a layout effect (before its paint). */
function CommitProbe({ commits }: { commits: string[] }) {
  const open = useAtomValue(cityModalOpenAtom);
  useLayoutEffect(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (open && dialog) commits.push(dialog.querySelector('input') ? 'picker' : (dialog.textContent ?? ''));
  });
  return null;
}

it('paints the opened dialog before rendering the preloaded picker, which then follows in its own pass', async () => {
  vi.spyOn(apiClient, 'get').mockResolvedValue({ locations: ['Pune, Maharashtra'] });
  await loadCityPicker();
  const commits: string[] = [];
  const { store } = renderWithProviders(
    <>
      <CityModal />
      <CommitProbe commits={commits} />
    </>,
  );
  store.set(openCityModalAtom);
  expect(await screen.findByLabelText('Search your city')).toBeInTheDocument();
  // The tap's own commit: the dialog and "Loading cities…", not the form and the city list.
  expect(commits[0]).toContain('Loading cities…');
  expect(commits[0]).not.toBe('picker');
});
