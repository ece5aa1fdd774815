import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient, isSignedInAtom, sessionUserAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import AuthModals from './AuthModals';

// The real API modules run; only the HTTP client is replaced, answering like docs/api.md.
const post = vi.spyOn(apiClient, 'post');
afterEach(() => post.mockReset());

const rahul = { id: 'u-rahul', fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner' };
const registered = new Map([['9876543210', rahul]]);

function fakeApi() {
  const calls: Array<[string, unknown]> = [];
  post.mockImplementation(async (path: string, body: unknown) => {
    calls.push([path, body]);
    const input = body as Record<string, string>;
    if (path === 'api/v1/auth/send-otp') {
      const found = [...registered.values()].find((user) => user.mobileNumber === input.mobileNumber);
      if (!found) throw new ApiError('User not found', 404, { statusCode: 404, message: 'User not found' });
      return { statusCode: 200, message: 'OTP sent successfully!', responseObject: { userId: found.id, user: { id: found.id } } };
    }
    if (path === 'api/v1/auth/verify-otp') {
      const found = [...registered.values()].find((user) => user.id === input.userId);
      if (input.otp !== '1234' || !found) throw new ApiError('Invalid OTP', 401, { success: false, message: 'Invalid OTP' });
      return { success: true, message: 'OTP verified successfully', responseObject: { isFullyVerified: true, user: found, token: `token-${found.id}` } };
    }
    if (path === 'api/v1/auth/signup') {
      const user = { id: 'u-new', fullName: input.fullName!, mobileNumber: input.mobileNumber!, userType: 'EndUser' };
      registered.set(user.mobileNumber, user);
      return { ok: true, message: 'Signup successful', userId: user.id, user };
    }
    throw new Error(`unexpected ${path}`);
  });
  return calls;
}

describe('AuthModals', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<AuthModals open={false} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs a registered user in: session in the store and localStorage, then closes', async () => {
    fakeApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AuthModals open onClose={onClose} reason="Sign in to save this car" />);
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('Sign in to save this car')).toBeVisible();
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '1234{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(sessionUserAtom)?.fullName).toBe('Rahul Sharma');
    expect(localStorage.getItem('token')).toBe('token-u-rahul');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ id: 'u-rahul' });
  });

  it('replaces sign-in with signup for a new number, then continues to the OTP step and signs in', async () => {
    const calls = fakeApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AuthModals open onClose={onClose} />);
    await user.type(screen.getByLabelText('Mobile number'), '7000000001{Enter}');

    const signup = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(signup).queryByText(/failed|error|valid/i)).not.toBeInTheDocument();
    expect(within(signup).getByLabelText('Mobile number')).toHaveValue('7000000001');
    await user.type(within(signup).getByLabelText('Full name'), 'Asha Rao');
    await user.type(within(signup).getByLabelText('Email'), 'asha@example.in');
    await user.click(within(signup).getByRole('button', { name: 'Sign Up' }));

    const login = await screen.findByRole('dialog', { name: 'Login' });
    const code = await within(login).findByLabelText('OTP');
    expect(within(login).getByRole('status')).toHaveTextContent('OTP sent successfully!');
    expect(localStorage.getItem('userId')).toBe('u-new');
    await user.type(code, '1234{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(store.get(sessionUserAtom)).toMatchObject({ id: 'u-new', fullName: 'Asha Rao' });
    expect(calls.map(([path]) => path)).toEqual([
      'api/v1/auth/send-otp',
      'api/v1/auth/signup',
      'api/v1/auth/send-otp',
      'api/v1/auth/verify-otp',
    ]);
    expect(calls[1]![1]).toMatchObject({ userType: 'EndUser' });
  });

  it('shows a wrong code and stays signed out', async () => {
    fakeApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AuthModals open onClose={onClose} />);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '9999{Enter}');
    expect(await screen.findByText('Invalid OTP')).toBeVisible();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes through onClose (Escape or the close button) and starts over when reopened', async () => {
    fakeApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<AuthModals open onClose={onClose} />);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await screen.findByLabelText('OTP');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<AuthModals open={false} onClose={onClose} />);
    rerender(<AuthModals open onClose={onClose} />);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('keeps focus in the dialog when the shell re-renders with a new onClose', async () => {
    fakeApi();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<AuthModals open onClose={() => undefined} />);
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    rerender(<AuthModals open onClose={() => undefined} />);
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  });

  it('closes when a terms link is followed', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AuthModals open onClose={onClose} />);
    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
