import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient, sessionUserAtom, theme } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { fakeApi, FakeApiError } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ProfileScreen } from './profile-screen';

const PROFILE = 'api/v1/profile/get-userProfile';

describe('ProfileScreen', () => {
  it('shows a loading state', async () => {
    fakeApi.pending('post', PROFILE);
    renderSignedIn(<ProfileScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile');
  });

  /** The spec §8 error: in red, under where the form would be, after 'No profile data available'. */
  async function expectProfileError(text: string) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveStyle({ color: theme.colors.danger });
    const empty = screen.getByText('No profile data available');
    expect(empty.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Profile details' })).not.toBeInTheDocument();
    return alert;
  }

  it('shows "User not found in localStorage" without a stored user, and asks nothing', async () => {
    renderWithProviders(<ProfileScreen />);
    await expectProfileError('User not found in localStorage');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fakeApi.calls).toHaveLength(0);
  });

  it('shows "User ID not found" when the stored user has no id, and asks nothing', async () => {
    renderSignedIn(<ProfileScreen />, { user: makeUser({ id: '' }) });
    await expectProfileError('User ID not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(fakeApi.calls).toHaveLength(0);
  });

  it('shows the server message in red, and Retry asks again', async () => {
    fakeApi.fail('post', PROFILE, 'User not found', 404);
    renderSignedIn(<ProfileScreen />);
    await expectProfileError('User not found');
    expect(fakeApi.calls.at(-1)?.body).toEqual({ userId: 'user-1' });

    fakeApi.on('post', PROFILE, { data: makeUser({ fullName: 'Asha Back Again' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha Back Again');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Failed to fetch profile" when the server could not be reached', async () => {
    fakeApi.on('post', PROFILE, () => {
      throw new FakeApiError('Failed to fetch', 0);
    });
    renderSignedIn(<ProfileScreen />);
    await expectProfileError('Failed to fetch profile');
  });

  it.each([
    ['no data', {}],
    ['data that is not an object', { data: 'ok' }],
    ['a user without an id', { data: { fullName: 'Asha Verma', mobileNumber: '9812345678' } }],
    ['no body at all', undefined],
  ])('shows "Invalid response from server" for %s', async (_case, answer) => {
    fakeApi.on('post', PROFILE, () => answer);
    renderSignedIn(<ProfileScreen />);
    await expectProfileError('Invalid response from server');
  });

  it("opened again while the profile is fresh, shows it at once and asks nothing (the data layer's default)", async () => {
    const queryClient = createQueryClient();
    const user = makeUser({ fullName: 'Asha Fresh' });
    fakeApi.on('post', PROFILE, { data: user });
    const first = renderSignedIn(<ProfileScreen />, { queryClient, user });
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Asha Fresh');
    first.unmount();

    renderSignedIn(<ProfileScreen />, { queryClient, user });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Fresh');
    expect(fakeApi.calls.filter((call) => call.path === PROFILE)).toHaveLength(1);
  });

  it('shows the user type as the same label as the other screens', async () => {
    fakeApi.on('post', PROFILE, { data: makeUser({ userType: 'EndUser' }) });
    renderSignedIn(<ProfileScreen />);
    expect(await screen.findByLabelText('User Type')).toHaveValue('Owner');
    expect(screen.queryByText('EndUser')).not.toBeInTheDocument();
  });

  it('edits everything but user type and phone, validates, saves and updates the session', async () => {
    const user = makeUser();
    fakeApi.on('post', PROFILE, { data: user });
    fakeApi.on('put', 'api/v1/profile', ({ body }: { body: unknown }) => ({ data: { ...user, ...(body as object) } }));
    const { store } = renderSignedIn(<ProfileScreen />, { user });
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveAttribute('readonly');

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(name).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('User Type')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('readonly');

    await userEvent.clear(screen.getByLabelText('Pin Code'));
    await userEvent.type(screen.getByLabelText('Pin Code'), '4110');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a valid 6-digit Pin Code')).toBeInTheDocument();
    expect(fakeApi.calls.some((c) => c.method === 'put')).toBe(false);

    await userEvent.type(screen.getByLabelText('Pin Code'), '11');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Verma Kulkarni');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const put = fakeApi.calls.find((c) => c.method === 'put')!;
    expect(put.body).toMatchObject({ fullName: 'Asha Verma Kulkarni', pin: '411011' });
    expect(put.body).not.toHaveProperty('mobileNumber');
    expect(store.get(sessionUserAtom)?.fullName).toBe('Asha Verma Kulkarni');
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('readonly');
  });

  it('moves focus to the first field in error on Save and keeps what was typed', async () => {
    fakeApi.on('post', PROFILE, { data: makeUser() });
    renderSignedIn(<ProfileScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@example');
    const pin = screen.getByLabelText('Pin Code');
    await userEvent.clear(pin);
    await userEvent.type(pin, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(pin).toHaveAccessibleDescription('Please enter a valid 6-digit Pin Code');
    expect(email).toHaveValue('asha@example');
    expect(pin).toHaveValue('41');
    expect(fakeApi.calls.some((c) => c.method === 'put')).toBe(false);
  });

  it('Cancel restores the stored values', async () => {
    fakeApi.on('post', PROFILE, { data: makeUser({ city: 'Pune' }) });
    renderSignedIn(<ProfileScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const city = screen.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Nagpur');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(within(document.body).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
