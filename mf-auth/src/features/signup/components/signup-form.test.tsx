import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import type { SignupInput, SignupResult } from '../api/signup';
import { SignupForm, type SignupFormProps } from './signup-form';

function setup(overrides: Partial<SignupFormProps> = {}) {
  const props = {
    signUp: vi.fn<(input: SignupInput) => Promise<SignupResult>>().mockResolvedValue({ userId: 'u9' }),
    onRegistered: vi.fn(),
    onBackToSignIn: vi.fn(),
    onNavigateAway: vi.fn(),
    initialMobileNumber: '7000000001',
    ...overrides,
  };
  const user = userEvent.setup();
  renderWithProviders(<SignupForm {...props} />);
  return { user, props };
}

const submit = () => screen.getByRole('button', { name: 'Sign Up' });

async function fill(user: ReturnType<typeof userEvent.setup>, { fullName = 'Asha Rao', email = 'asha@example.in' } = {}) {
  if (fullName) await user.type(screen.getByLabelText('Full name'), fullName);
  if (email) await user.type(screen.getByLabelText('Email'), email);
}

describe('SignupForm', () => {
  it('keeps the number typed in sign-in', () => {
    setup();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('7000000001');
  });

  it('checks the full name first', async () => {
    const { user, props } = setup({ initialMobileNumber: '' });
    await user.type(screen.getByLabelText('Full name'), ' A ');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid full name')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter a valid full name');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(props.signUp).not.toHaveBeenCalled();
  });

  it('then the email', async () => {
    const { user, props } = setup();
    await fill(user, { email: 'asha@example' });
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(props.signUp).not.toHaveBeenCalled();
  });

  it('then the mobile number', async () => {
    const { user, props } = setup({ initialMobileNumber: '70000' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid 10-digit mobile number')).toBeVisible();
    expect(screen.getByLabelText('Mobile number')).toHaveFocus();
    expect(props.signUp).not.toHaveBeenCalled();
  });

  it('keeps everything typed after a refused Sign Up, and the message goes away as the field is edited', async () => {
    const { user } = setup();
    await fill(user, { email: 'asha at example' });
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha at example');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('7000000001');
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("reads 'Signing Up...' and is disabled while signing up, then reports the registration", async () => {
    let finish!: (result: SignupResult) => void;
    const signUp = vi.fn<(input: SignupInput) => Promise<SignupResult>>().mockReturnValue(new Promise((done) => (finish = done)));
    const { user, props } = setup({ signUp });
    await fill(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({ fullName: 'Asha Rao', email: 'asha@example.in', mobileNumber: '7000000001' });
    await act(async () => finish({ userId: 'u9' }));
    expect(props.onRegistered).toHaveBeenCalledWith({ userId: 'u9', mobileNumber: '7000000001' });
  });

  it.each([
    ['the server message', new Error('Mobile number already registered'), 'Mobile number already registered'],
    ["'Signup failed' when there is none", new Error(''), 'Signup failed'],
    ["'Signup error, please try again' on network failure", new Error('Signup error, please try again'), 'Signup error, please try again'],
  ])('shows %s and keeps what was typed', async (_case, thrown, shown) => {
    const { user, props } = setup({ signUp: vi.fn().mockRejectedValue(thrown) });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(submit()).toBeEnabled();
    await waitFor(() => expect(submit()).toHaveFocus());
    expect(props.onRegistered).not.toHaveBeenCalled();
  });

  it('links to the real terms and privacy pages and ends the flow when one is followed', async () => {
    const { user, props } = setup();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(props.onNavigateAway).toHaveBeenCalled();
  });

  it('goes back to sign-in with the number', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(props.onBackToSignIn).toHaveBeenCalledWith('7000000001');
  });
});
