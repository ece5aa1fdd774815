import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionUserAtom } from '@carmarket/shared';
import { fakeApi } from '../../../testing/fake-api';
import { makeUser } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ProfileScreen } from './profile-screen';

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiClient: (await import('../../../testing/fake-api')).fakeApi.client,
}));

const PROFILE = 'api/v1/profile/get-userProfile';

describe('ProfileScreen', () => {
  beforeEach(() => fakeApi.reset());

  it('shows a loading state', async () => {
    fakeApi.pending('post', PROFILE);
    renderSignedIn(<ProfileScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading profile');
  });

  it('shows "No profile data available" and the server error in red', async () => {
    fakeApi.fail('post', PROFILE, 'User not found', 404);
    renderSignedIn(<ProfileScreen />);
    expect(await screen.findByText('No profile data available')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('User not found');
  });

  it('shows "Invalid response from server" when the answer has no data', async () => {
    fakeApi.on('post', PROFILE, {});
    renderSignedIn(<ProfileScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response from server');
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
