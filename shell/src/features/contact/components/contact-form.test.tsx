import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@carmarket/shared';
import { API_FAILURES, failingFetch, renderWithProviders } from '@carmarket/shared/testing';
import { ContactForm } from './contact-form';

const MESSAGE = {
  firstName: 'Asha',
  lastName: 'Verma',
  phone: '9812345678',
  email: 'asha@example.in',
  subject: 'Dealer account',
  message: 'How do I list more than ten cars?',
};

const LABELS: Record<keyof typeof MESSAGE, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  for (const [key, label] of Object.entries(LABELS) as Array<[keyof typeof MESSAGE, string]>) {
    await user.type(screen.getByLabelText(label), MESSAGE[key]);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('contact form', () => {
  it('has six labelled, required fields with an email-type email', () => {
    renderWithProviders(<ContactForm />);
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('goes idle -> loading -> succeeded, posts to api/contact and clears the form', async () => {
    let resolve!: (value: unknown) => void;
    const post = vi.spyOn(apiClient, 'post').mockReturnValue(new Promise((r) => (resolve = r)));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(post).toHaveBeenCalledWith('api/contact', MESSAGE);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    resolve({ message: 'Message sent successfully!' });
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent successfully!');
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Please enter a valid email address', 400));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
  });

  it.each(API_FAILURES)("%s: shows 'Failed to submit form', never the HTTP library's text", async (failure) => {
    vi.stubGlobal('fetch', failingFetch(failure));
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit form$/);
  });

  it('does not post when a required field is empty', async () => {
    const post = vi.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(post).not.toHaveBeenCalled();
  });
});
