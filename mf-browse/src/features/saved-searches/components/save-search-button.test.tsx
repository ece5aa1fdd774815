import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiClient,
  finishSignInRequestAtom,
  loginAtom,
  type SavedSearch,
  savedSearchesQueryKey,
  signInRequestAtom,
  type AppStore,
  createAppStore,
} from '@carmarket/shared';
import { SAVED_SEARCH_MESSAGES } from '@carmarket/shared/api-contracts';
import { makeListingQuery } from '@carmarket/shared/listing-query';
import { renderWithProviders } from '@carmarket/shared/testing';
import { SaveSearchButton } from './save-search-button';

const QUERY = makeListingQuery({ brand: ['Hyundai'], fuel: ['Diesel'], location: ['Pune'], priceMax: 1_000_000, page: 3 });
const FILTERS = (({ page: _page, pageSize: _pageSize, ...filters }) => filters)(QUERY);

function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 'ss-1',
    name: 'Hyundai, Diesel in Pune',
    query: FILTERS,
    alert: 'daily',
    newMatches: 0,
    lastSeenAt: '2026-11-28T10:00:00.000Z',
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

const signIn = (store: AppStore, id = 'u1') =>
  store.set(loginAtom, { token: 't', user: { id, fullName: 'Asha', mobileNumber: '9000000001', userType: 'EndUser' } as never });

function renderButton({ signedIn = true } = {}) {
  const store = createAppStore();
  if (signedIn) signIn(store);
  const view = renderWithProviders(<SaveSearchButton query={QUERY} />, { store });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('SaveSearchButton', () => {
  it('opens a labelled dialog with the suggested name focused, the filters in words and Daily alerts chosen', async () => {
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hyundai, Diesel in Pune');
    expect(name).toHaveFocus();
    expect(dialog).toHaveTextContent('Filters: Hyundai · Diesel · Under ₹ 10.0 L · Pune');
    const alerts = within(dialog).getByRole('group', { name: 'Alert me about new cars' });
    expect(
      within(alerts)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['instant', 'daily', 'off']);
    expect(within(alerts).getByRole('radio', { name: 'Daily' })).toBeChecked();
  });

  it('saves the filters without the page under the name and alert given, and says so with a link to the list', async () => {
    const { user, queryClient } = renderButton();
    queryClient.setQueryData(savedSearchesQueryKey('u1'), [savedSearch({ id: 'older', name: 'Older' })]);
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ savedSearch: savedSearch({ name: 'Family diesel', alert: 'instant' }) });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Family diesel ');
    await user.click(within(dialog).getByRole('radio', { name: 'Instant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(post).toHaveBeenCalledWith('api/v1/saved-searches', { name: 'Family diesel', query: FILTERS, alert: 'instant' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Saved as “Family diesel”. See your saved searches');
    expect(screen.getByRole('link', { name: 'See your saved searches' })).toHaveAttribute('href', '/settings/saved-searches');
    // The account's list (the shared cache entry) has it first, without asking the API again.
    expect(queryClient.getQueryData<SavedSearch[]>(savedSearchesQueryKey('u1'))?.map((s) => s.name)).toEqual(['Family diesel', 'Older']);
    // Focus went back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Save this search' })).toHaveFocus();
  });

  it("shows the API's message word for word when the limit is reached, and keeps the dialog open", async () => {
    const { user } = renderButton();
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError(SAVED_SEARCH_MESSAGES.limit, 409));
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can keep up to 50 saved searches. Please delete one to save another',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says what a name must be instead of sending a blank one', async () => {
    const { user } = renderButton();
    const post = vi.spyOn(apiClient, 'post');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.name);
    expect(post).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel without saving, focus back on the button', async () => {
    const { user } = renderButton();
    const post = vi.spyOn(apiClient, 'post');
    const button = screen.getByRole('button', { name: 'Save this search' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it('asks a guest to sign in first, then opens the dialog; a guest who declines sees none', async () => {
    const { user, store } = renderButton({ signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(store.get(signInRequestAtom)?.reason).toBe('Sign in to save searches'));
    store.set(finishSignInRequestAtom);
    await waitFor(() => expect(store.get(signInRequestAtom)).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(store.get(signInRequestAtom)).not.toBeNull());
    // mf-auth's modal (through the shell) signs the visitor in and closes.
    signIn(store);
    store.set(finishSignInRequestAtom);
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
  });
});
