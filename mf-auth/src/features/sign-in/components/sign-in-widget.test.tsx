import { StrictMode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import type { SendCode, SendCodeResult, VerifyCode } from '../model/sign-in-contract';
import { SignInWidget, type SignInWidgetProps } from './sign-in-widget';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function setup(overrides: Partial<SignInWidgetProps> = {}) {
  const props = {
    sendCode: vi.fn<SendCode>().mockResolvedValue({ status: 'sent', userId: 'u1' }),
    verifyCode: vi.fn<VerifyCode>().mockResolvedValue(undefined),
    onSignedIn: vi.fn(),
    onUserNotFound: vi.fn(),
    ...overrides,
  };
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  renderWithProviders(<SignInWidget {...props} />);
  return { user, props };
}

const mobileInput = () => screen.getByLabelText('Mobile number');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(mobileInput(), '9876543210');
  await user.click(sendButton());
  return screen.findByLabelText('OTP');
}

describe('SignInWidget, mobile step', () => {
  it('shows a real phone input with the +91 prefix, seen and read out', () => {
    setup();
    const input = mobileInput();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('maxlength', '10');
    expect(screen.getByText('+91')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Country code +91');
  });

  it('keeps only digits of what is typed', async () => {
    const { user } = setup();
    await user.type(mobileInput(), '98a76-54');
    expect(mobileInput()).toHaveValue('987654');
  });

  it('reads a pasted number with its country code', async () => {
    const { user } = setup();
    await user.click(mobileInput());
    await user.paste('+91 98765 43210');
    expect(mobileInput()).toHaveValue('9876543210');
  });

  it('rejects a number that is not 10 digits, next to the field, without calling send', async () => {
    const { user, props } = setup();
    await user.type(mobileInput(), '98765');
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    expect(mobileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(mobileInput()).toHaveAccessibleDescription('Country code +91 Please enter a valid 10-digit mobile number');
    expect(mobileInput()).toHaveFocus();
    expect(props.sendCode).not.toHaveBeenCalled();
  });

  it('disables Send while the code is being sent', async () => {
    const pending = deferred<SendCodeResult>();
    const { user } = setup({ sendCode: vi.fn<SendCode>().mockReturnValue(pending.promise) });
    await user.type(mobileInput(), '9876543210');
    await user.click(sendButton());
    expect(screen.getByRole('button', { name: 'Sending OTP...' })).toBeDisabled();
    await act(async () => pending.resolve({ status: 'sent', userId: 'u1' }));
  });

  it("shows the server's message when sending fails (e.g. the resend cooldown)", async () => {
    const { user } = setup({
      sendCode: vi.fn<SendCode>().mockRejectedValue(new Error('Please wait 23 seconds before requesting a new OTP')),
    });
    await user.type(mobileInput(), '9876543210');
    await user.click(sendButton());
    expect(await screen.findByText('Please wait 23 seconds before requesting a new OTP')).toBeVisible();
    expect(mobileInput()).toHaveAccessibleDescription(/Please wait 23 seconds/);
    expect(sendButton()).toBeEnabled();
  });

  it("falls back to 'Failed to send OTP' when the failure has no message", async () => {
    const { user } = setup({ sendCode: vi.fn<SendCode>().mockRejectedValue(new Error('')) });
    await user.type(mobileInput(), '9876543210');
    await user.click(sendButton());
    expect(await screen.findByText('Failed to send OTP')).toBeVisible();
  });

  it('hands an unregistered number to the caller without showing an error', async () => {
    const { user, props } = setup({ sendCode: vi.fn<SendCode>().mockResolvedValue({ status: 'user-not-found' }) });
    await user.type(mobileInput(), '7000000001');
    await user.click(sendButton());
    await waitFor(() => expect(props.onUserNotFound).toHaveBeenCalledWith('7000000001'));
    expect(mobileInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/failed|valid/i)).not.toBeInTheDocument();
  });
});

describe('SignInWidget, otp step', () => {
  it('moves on after a successful send: says so, focuses the code field, starts the countdown', async () => {
    const { user, props } = setup();
    const code = await reachOtpStep(user);
    expect(props.sendCode).toHaveBeenCalledWith('9876543210');
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully!');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/\+91 9876543210/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Resend OTP in 30s/ })).toBeDisabled();
  });

  it('takes the code out of a pasted SMS', async () => {
    const { user } = setup();
    const code = await reachOtpStep(user);
    await user.paste('Your CarMarket OTP is 4821.');
    expect(code).toHaveValue('4821');
  });

  it('rejects a code that is not 4 characters without calling verify', async () => {
    const { user, props } = setup();
    const code = await reachOtpStep(user);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please enter a valid 4-digit OTP')).toBeVisible();
    expect(code).toHaveAccessibleDescription('Please enter a valid 4-digit OTP');
    expect(props.verifyCode).not.toHaveBeenCalled();
  });

  it('verifies the code for the user the code was sent to, then reports success', async () => {
    const { user, props } = setup();
    const code = await reachOtpStep(user);
    await user.type(code, '4321{Enter}');
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalledTimes(1));
    expect(props.verifyCode).toHaveBeenCalledWith('4321', 'u1');
  });

  it('disables Verify while verifying', async () => {
    const pending = deferred<void>();
    const { user } = setup({ verifyCode: vi.fn<VerifyCode>().mockReturnValue(pending.promise) });
    const code = await reachOtpStep(user);
    await user.type(code, '4321{Enter}');
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await act(async () => pending.resolve());
  });

  it("shows the server's message when verification fails, and keeps the step", async () => {
    const { user, props } = setup({ verifyCode: vi.fn<VerifyCode>().mockRejectedValue(new Error('Invalid OTP')) });
    const code = await reachOtpStep(user);
    await user.type(code, '0000{Enter}');
    expect(await screen.findByText('Invalid OTP')).toBeVisible();
    expect(screen.getByLabelText('OTP')).toHaveFocus();
    expect(props.onSignedIn).not.toHaveBeenCalled();
  });

  it("falls back to 'OTP verification failed'", async () => {
    const { user } = setup({ verifyCode: vi.fn<VerifyCode>().mockRejectedValue(new Error('')) });
    const code = await reachOtpStep(user);
    await user.type(code, '0000{Enter}');
    expect(await screen.findByText('OTP verification failed')).toBeVisible();
  });

  it("goes back to the mobile step with 'Change number', keeping the number", async () => {
    const { user } = setup();
    await reachOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(mobileInput()).toHaveValue('9876543210');
    expect(mobileInput()).toHaveFocus();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });
});

describe('SignInWidget, resend', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('enables Resend after 30 s; a successful resend says so and restarts the 30 s', async () => {
    const { user, props } = setup();
    await reachOtpStep(user);
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: /Resend OTP in 1s/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_000));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent successfully!')).toBeVisible();
    expect(props.sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: /Resend OTP in 30s/ })).toBeDisabled();
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it('is disabled while a resend is loading', async () => {
    const pending = deferred<SendCodeResult>();
    const sendCode = vi.fn<SendCode>().mockResolvedValueOnce({ status: 'sent', userId: 'u1' }).mockReturnValueOnce(pending.promise);
    const { user } = setup({ sendCode });
    await reachOtpStep(user);
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(screen.getByRole('button', { name: 'Resending OTP...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    await act(async () => pending.resolve({ status: 'sent', userId: 'u1' }));
  });

  it("shows 'Failed to resend OTP' (or the server's message) when resending fails", async () => {
    const sendCode = vi
      .fn<SendCode>()
      .mockResolvedValueOnce({ status: 'sent', userId: 'u1' })
      .mockRejectedValueOnce(new Error(''))
      .mockRejectedValueOnce(new Error('Too many OTP requests for this number. Please try again later'));
    const { user } = setup({ sendCode });
    await reachOtpStep(user);
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Too many OTP requests for this number. Please try again later')).toBeVisible();
  });
});

describe('SignInWidget, after signup', () => {
  it('sends a code to the given number once on mount, even in StrictMode', async () => {
    const sendCode = vi.fn<SendCode>().mockResolvedValue({ status: 'sent', userId: 'u7' });
    renderWithProviders(
      <StrictMode>
        <SignInWidget
          sendCode={sendCode}
          verifyCode={vi.fn()}
          onSignedIn={vi.fn()}
          onUserNotFound={vi.fn()}
          initialMobileNumber="7000000001"
          sendOnMount
        />
      </StrictMode>,
    );
    expect(await screen.findByLabelText('OTP')).toHaveFocus();
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(sendCode).toHaveBeenCalledWith('7000000001');
  });
});
