import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient, type SavedSearch, savedSearchesQueryKey } from '@carmarket/shared';
import { SAVED_SEARCH_MESSAGES } from '@carmarket/shared/api-contracts';
import { fakeApi } from '../../../testing/fake-api';
import { makeNotificationSettings, makeSavedSearch, makeUser } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { SavedSearchesScreen } from './saved-searches-screen';

const LIST = 'api/v1/saved-searches';

// The alert channels under the list (notification-settings-section.test.tsx tests them).
beforeEach(() => fakeApi.on('get', 'api/v1/notifications/settings', makeNotificationSettings()));

function BuyCarProbe() {
  const location = useLocation();
  return <p>Buy car page {location.search}</p>;
}

function renderScreen(options: Parameters<typeof renderSignedIn>[1] = {}) {
  const view = renderSignedIn(
    <Routes>
      <Route path="/settings/saved-searches" element={<SavedSearchesScreen />} />
      <Route path="/buy-car" element={<BuyCarProbe />} />
    </Routes>,
    { route: '/settings/saved-searches', ...options },
  );
  return { ...view, events: userEvent.setup() };
}

async function card(name: string) {
  return screen.findByRole('article', { name });
}

describe('SavedSearchesScreen', () => {
  it('lists each search with its name, its filters in words, the new matches and its alert', async () => {
    fakeApi.on('get', LIST, {
      savedSearches: [
        makeSavedSearch({ name: 'Family diesel', newMatches: 3, alert: 'instant' }),
        makeSavedSearch({
          name: 'All cars',
          query: { ...makeSavedSearch().query, brand: [], fuel: [], location: [], priceMax: undefined },
          alert: 'off',
        }),
      ],
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Searches' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Family diesel', 'All cars']);
    expect(cards[0]).toHaveTextContent('Hyundai · Diesel · Under ₹ 10.0 L · Pune');
    expect(within(cards[0]!).getByText('3 new')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('combobox', { name: 'Alerts for Family diesel' })).toHaveValue('instant');
    expect(within(cards[1]!).queryByText(/new$/)).not.toBeInTheDocument();
    expect(within(cards[1]!).getByRole('combobox', { name: 'Alerts for All cars' })).toHaveValue('off');
    // Open goes to the listing with the search's filters; one without a place covers every place.
    expect(within(cards[0]!).getByRole('link', { name: 'Open Family diesel' })).toHaveAttribute(
      'href',
      '/buy-car?brand=Hyundai&fuel=Diesel&location=Pune&priceMax=1000000',
    );
    expect(within(cards[1]!).getByRole('link', { name: 'Open All cars' })).toHaveAttribute('href', '/buy-car?location=all');
  });

  it('Open lands on /buy-car with the filters and marks the new matches seen', async () => {
    const search = makeSavedSearch({ id: 's-open', name: 'Family diesel', newMatches: 2 });
    const user = makeUser({ id: 'u-open' });
    const queryClient = createQueryClient();
    fakeApi.on('get', LIST, { savedSearches: [search] });
    fakeApi.on('post', `${LIST}/s-open/seen`, { savedSearch: { ...search, newMatches: 0 } });
    const { events } = renderScreen({ user, queryClient });
    await events.click(within(await card('Family diesel')).getByRole('link', { name: 'Open Family diesel' }));
    expect(await screen.findByText('Buy car page ?brand=Hyundai&fuel=Diesel&location=Pune&priceMax=1000000')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData<SavedSearch[]>(savedSearchesQueryKey(user.id))?.[0]?.newMatches).toBe(0));
    expect(fakeApi.calls.filter((call) => call.method === 'post').map((call) => call.path)).toEqual([`${LIST}/s-open/seen`]);
  });

  it('renames in place: the rules’ message for a blank name, then the new name saved', async () => {
    const search = makeSavedSearch({ id: 's-r', name: 'Family diesel' });
    fakeApi.on('get', LIST, { savedSearches: [search] });
    fakeApi.on('put', `${LIST}/s-r`, ({ body }) => ({ savedSearch: { ...search, ...(body as object) } }));
    const { events } = renderScreen();
    const item = await card('Family diesel');
    await events.click(within(item).getByRole('button', { name: 'Rename Family diesel' }));
    const form = within(item).getByRole('form', { name: 'Rename Family diesel' });
    const input = within(form).getByRole('textbox', { name: 'New name' });
    expect(input).toHaveFocus();
    await events.clear(input);
    await events.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.name);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.calls.filter((call) => call.method === 'put')).toEqual([]);

    await events.type(input, 'Weekend SUV ');
    await events.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Weekend SUV' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Renamed to “Weekend SUV”');
    expect(fakeApi.calls.find((call) => call.method === 'put')?.body).toEqual({ name: 'Weekend SUV' });
  });

  it('keeps the form open with the server’s message when renaming fails', async () => {
    fakeApi.on('get', LIST, { savedSearches: [makeSavedSearch({ id: 's-rf', name: 'Family diesel' })] });
    fakeApi.fail('put', `${LIST}/s-rf`, SAVED_SEARCH_MESSAGES.notFound, 404);
    const { events } = renderScreen();
    const item = await card('Family diesel');
    await events.click(within(item).getByRole('button', { name: 'Rename Family diesel' }));
    await events.type(within(item).getByRole('textbox', { name: 'New name' }), ' 2');
    await events.click(within(item).getByRole('button', { name: 'Save name' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Saved search not found');
    expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent('Family diesel');
  });

  it('changes the alert, and says what happened', async () => {
    const search = makeSavedSearch({ id: 's-a', name: 'Family diesel', alert: 'daily' });
    fakeApi.on('get', LIST, { savedSearches: [search] });
    fakeApi.on('put', `${LIST}/s-a`, ({ body }) => ({ savedSearch: { ...search, ...(body as object) } }));
    const { events } = renderScreen();
    const select = within(await card('Family diesel')).getByRole('combobox', { name: 'Alerts for Family diesel' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Instant', 'Daily', 'Off']);
    await events.selectOptions(select, 'Off');
    expect(await screen.findByRole('status')).toHaveTextContent('Alerts for “Family diesel”: Off');
    expect(select).toHaveValue('off');
    expect(fakeApi.calls.find((call) => call.method === 'put')?.body).toEqual({ alert: 'off' });
  });

  it('keeps the alert and shows the server’s message when the change fails', async () => {
    fakeApi.on('get', LIST, { savedSearches: [makeSavedSearch({ id: 's-af', name: 'Family diesel', alert: 'daily' })] });
    fakeApi.fail('put', `${LIST}/s-af`, 'Service unavailable', 503);
    const { events } = renderScreen();
    const select = within(await card('Family diesel')).getByRole('combobox', { name: 'Alerts for Family diesel' });
    await events.selectOptions(select, 'Instant');
    expect(await screen.findByRole('status')).toHaveTextContent('Service unavailable');
    expect(select).toHaveValue('daily');
  });

  it('deletes after asking, and not when cancelled', async () => {
    fakeApi.on('get', LIST, { savedSearches: [makeSavedSearch({ id: 's-d', name: 'Family diesel' })] });
    fakeApi.on('delete', `${LIST}/s-d`, { message: SAVED_SEARCH_MESSAGES.deleted });
    const { events } = renderScreen();
    const item = await card('Family diesel');
    await events.click(within(item).getByRole('button', { name: 'Delete Family diesel' }));
    await events.click(
      within(screen.getByRole('alertdialog', { name: 'Delete “Family diesel”?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(fakeApi.calls.filter((call) => call.method === 'delete')).toEqual([]);
    expect(item).toBeInTheDocument();

    await events.click(within(item).getByRole('button', { name: 'Delete Family diesel' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Family diesel” deleted');
    expect(fakeApi.calls.filter((call) => call.method === 'delete').map((call) => call.path)).toEqual([`${LIST}/s-d`]);
  });

  it('keeps the search and says why when deleting fails', async () => {
    fakeApi.on('get', LIST, { savedSearches: [makeSavedSearch({ id: 's-df', name: 'Family diesel' })] });
    fakeApi.fail('delete', `${LIST}/s-df`, 'Service unavailable', 503);
    const { events } = renderScreen();
    const item = await card('Family diesel');
    await events.click(within(item).getByRole('button', { name: 'Delete Family diesel' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(item).toBeInTheDocument();
  });

  it('says when there is nothing yet, with a link to the listing', async () => {
    fakeApi.on('get', LIST, { savedSearches: [] });
    renderScreen();
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse used cars' })).toHaveAttribute('href', '/buy-car');
  });

  it('shows the server’s message and Retry when the list fails', async () => {
    fakeApi.fail('get', LIST, 'Service unavailable', 503);
    const { events } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    fakeApi.on('get', LIST, { savedSearches: [makeSavedSearch({ name: 'Family diesel' })] });
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Family diesel')).toBeInTheDocument();
  });
});
