import { useState, type ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient, isSignedInAtom, sessionUserAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import AuthModals from './AuthModals';

// The real API modules run; only the HTTP client is replaced, answering like docs/api.md.
const post = vi.spyOn(apiClient, 'post');
afterEach(() => post.mockReset());

type AuthPath = 'api/v1/auth/send-otp' | 'api/v1/auth/verify-otp' | 'api/v1/auth/signup';
/** Answers one call: return the response body, or throw like apiClient does (ApiError). */
type Handler = (input: Record<string, string>) => unknown;

const rahul = { id: 'u-rahul', fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner' };

/** A fresh fake API per test; `overrides` replace single endpoints (error paths of spec §8). */
function fakeApi(overrides: Partial<Record<AuthPath, Handler>> = {}) {
  const registered = new Map([[rahul.mobileNumber, rahul]]);
  const defaults: Record<AuthPath, Handler> = {
    'api/v1/auth/send-otp': (input) => {
      const found = registered.get(input.mobileNumber!);
      if (!found) throw new ApiError('User not found', 404, { statusCode: 404, message: 'User not found' });
      return { statusCode: 200, message: 'OTP sent successfully!', responseObject: { userId: found.id, user: { id: found.id } } };
    },
    'api/v1/auth/verify-otp': (input) => {
      const found = [...registered.values()].find((user) => user.id === input.userId);
      if (input.otp !== '1234' || !found) throw new ApiError('Invalid OTP', 401, { success: false, message: 'Invalid OTP' });
      return {
        success: true,
        message: 'OTP verified successfully',
        responseObject: { isFullyVerified: true, user: found, token: `token-${found.id}` },
      };
    },
    'api/v1/auth/signup': (input) => {
      const user = { id: 'u-new', fullName: input.fullName!, mobileNumber: input.mobileNumber!, userType: 'EndUser' };
      registered.set(user.mobileNumber, user);
      return { ok: true, message: 'Signup successful', userId: user.id, user };
    },
  };
  const calls: Array<[string, unknown]> = [];
  post.mockImplementation(async (path: string, body: unknown) => {
    calls.push([path, body]);
    const handler = overrides[path as AuthPath] ?? defaults[path as AuthPath];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler(body as Record<string, string>);
  });
  return calls;
}

const networkFailure = () => {
  throw new ApiError('', 0);
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, mobileNumber: string) {
  await user.type(screen.getByLabelText('Mobile number'), `${mobileNumber}{Enter}`);
}

/** Opens signup for a new number and fills it in; the caller presses Sign Up. */
async function fillSignup(user: ReturnType<typeof userEvent.setup>) {
  await sendCodeTo(user, '7000000002');
  const signup = await screen.findByRole('dialog', { name: 'Register' });
  await user.type(within(signup).getByLabelText('Full name'), 'Asha Rao');
  await user.type(within(signup).getByLabelText('Email'), 'asha@example.in');
  return signup;
}

/** Renders the open modals with a spy for onClose and a user-event session. */
function openAuthModals() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  return { onClose, user, ...renderWithProviders(<AuthModals open onClose={onClose} />) };
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
    const { onClose, user, store } = openAuthModals();
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
    const { onClose, user, store } = openAuthModals();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210{Enter}');
    await user.type(await screen.findByLabelText('OTP'), '9999{Enter}');
    expect(await screen.findByText('Invalid OTP')).toBeVisible();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes through onClose (Escape or the close button) and starts over when reopened', async () => {
    fakeApi();
    const { onClose, user, rerender } = openAuthModals();
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
    const { onClose, user } = openAuthModals();
    await user.click(screen.getByRole('link', { name: 'Terms and Conditions' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('AuthModals, error paths of spec §8 (mocked client)', () => {
  const mobileInput = () => screen.getByLabelText('Mobile number');

  it.each<[string, string, Handler]>([
    ['a network failure', 'Failed to send OTP', networkFailure],
    [
      'the resend cooldown (429)',
      'Please wait 23 seconds before requesting a new OTP',
      () => {
        throw new ApiError('Please wait 23 seconds before requesting a new OTP', 429, {
          statusCode: 429,
          message: 'Please wait 23 seconds before requesting a new OTP',
          retryAfterSeconds: 23,
        });
      },
    ],
    ['a 200 without a user id', 'Failed to send OTP', () => ({ statusCode: 200, responseObject: {} })],
    [
      'a 200 with a message but without a user id',
      'SMS gateway busy',
      () => ({ statusCode: 200, message: 'SMS gateway busy', responseObject: {} }),
    ],
  ])('send-otp: %s shows %j next to the number and stays on the mobile step', async (_case, message, sendOtp) => {
    fakeApi({ 'api/v1/auth/send-otp': sendOtp });
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AuthModals open onClose={vi.fn()} />);
    await sendCodeTo(user, '9876543210');
    await waitFor(() => expect(mobileInput()).toHaveAccessibleDescription(`Country code +91 ${message}`));
    expect(screen.getByText(message)).toBeVisible();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(mobileInput()).toHaveValue('9876543210');
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it.each<[string, Handler]>([
    [
      'a 404 with User not found',
      () => {
        throw new ApiError('User not found', 404, { statusCode: 404, message: 'User not found' });
      },
    ],
    ['a statusCode 404 body', () => ({ statusCode: 404 })],
    [
      "the message 'User not found'",
      () => {
        throw new ApiError('User not found', 400, { message: 'User not found' });
      },
    ],
  ])('send-otp: %s opens signup with the typed number and no error', async (_case, sendOtp) => {
    const calls = fakeApi({ 'api/v1/auth/send-otp': sendOtp });
    const user = userEvent.setup();
    renderWithProviders(<AuthModals open onClose={vi.fn()} />);
    await sendCodeTo(user, '7000000003');
    const signup = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(signup).getByLabelText('Mobile number')).toHaveValue('7000000003');
    expect(within(signup).queryByText(/failed|error|not found|valid/i)).not.toBeInTheDocument();
    expect(within(signup).getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
    expect(calls.map(([path]) => path)).toEqual(['api/v1/auth/send-otp']);
  });

  it("verify-otp: success true but not fully verified shows 'OTP verification failed' and stays signed out", async () => {
    fakeApi({
      'api/v1/auth/verify-otp': () => ({
        success: true,
        message: 'OTP verified successfully',
        responseObject: { isFullyVerified: false, user: rahul, token: 'token-u-rahul' },
      }),
    });
    const { onClose, user, store } = openAuthModals();
    await sendCodeTo(user, '9876543210');
    await user.type(await screen.findByLabelText('OTP'), '1234{Enter}');
    await waitFor(() => expect(screen.getByLabelText('OTP')).toHaveAccessibleDescription('OTP verification failed'));
    expect(screen.queryByText('OTP verified successfully')).not.toBeInTheDocument();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('resend', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it("shows 'Failed to resend OTP' when the resend fails, and keeps the OTP step", async () => {
      let sends = 0;
      fakeApi({
        'api/v1/auth/send-otp': () => {
          sends += 1;
          if (sends > 1) networkFailure();
          return { statusCode: 200, message: 'OTP sent successfully!', responseObject: { userId: rahul.id, user: { id: rahul.id } } };
        },
      });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<AuthModals open onClose={vi.fn()} />);
      await sendCodeTo(user, '9876543210');
      const code = await screen.findByLabelText('OTP');
      expect(screen.getByRole('button', { name: /Resend OTP in 30s/ })).toBeDisabled();
      act(() => vi.advanceTimersByTime(30_000));
      // findBy: the countdown's interval may be installed only after this advance, then ticks once more.
      await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('Failed to resend OTP'));
      expect(screen.queryByText('OTP resent successfully!')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
      expect(sends).toBe(2);
    });
  });

  it.each<[string, string, Handler]>([
    [
      'a 409 (number already registered)',
      'Mobile number already registered',
      () => {
        throw new ApiError('Mobile number already registered', 409, { ok: false, message: 'Mobile number already registered' });
      },
    ],
    ['an answer of ok false without a message', 'Signup failed', () => ({ ok: false })],
    [
      'a 400 without a message',
      'Signup failed',
      () => {
        throw new ApiError('', 400, { ok: false });
      },
    ],
    ['a network failure', 'Signup error, please try again', networkFailure],
  ])('signup: %s shows %j and keeps the signup modal', async (_case, message, signupHandler) => {
    const calls = fakeApi({ 'api/v1/auth/signup': signupHandler });
    const { onClose, user, store } = openAuthModals();
    const signup = await fillSignup(user);
    await user.click(within(signup).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(within(signup).getByRole('alert')).toHaveTextContent(message));
    expect(within(signup).getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeVisible();
    expect(within(signup).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(calls.map(([path]) => path)).toEqual(['api/v1/auth/send-otp', 'api/v1/auth/signup']);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AuthModals, closed while verifying', () => {
  /** Opens like the shell does: onClose ends the request and unmounts the modal. */
  function ShellLikeHost({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <AuthModals
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    );
  }

  /** Renders `host`, sends a code and submits the OTP; the verify answer waits for `answer.resolve`. */
  async function startVerifying(host: (onClose: () => void) => ReactElement) {
    const answer = deferred<unknown>();
    fakeApi({ 'api/v1/auth/verify-otp': () => answer.promise });
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { store } = renderWithProviders(host(onClose));
    await sendCodeTo(user, '9876543210');
    await user.type(await screen.findByLabelText('OTP'), '1234{Enter}');
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    return { answer, onClose, user, store };
  }

  const verifiedAnswer = {
    success: true,
    message: 'OTP verified successfully',
    responseObject: { isFullyVerified: true, user: rahul, token: 'token-u-rahul' },
  };

  it('a verify answer arriving after Escape does not sign the visitor in', async () => {
    const { answer, onClose, user, store } = await startVerifying((close) => <ShellLikeHost onClose={close} />);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => answer.resolve(verifiedAnswer));

    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a verify answer arriving after the close button, before the host unmounts the modal, does not sign in either', async () => {
    const { answer, onClose, user, store } = await startVerifying((close) => <AuthModals open onClose={close} />);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(verifiedAnswer));

    expect(store.get(isSignedInAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the same answer while the modal stays open signs in and closes once', async () => {
    const { answer, onClose, store } = await startVerifying((close) => <ShellLikeHost onClose={close} />);
    await act(async () => answer.resolve(verifiedAnswer));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(localStorage.getItem('token')).toBe('token-u-rahul');
  });
});
