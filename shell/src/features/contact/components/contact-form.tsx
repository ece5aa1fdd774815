// Contact Us form (spec §2/§4/§5): six required, labelled fields; the browser checks the email.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@carmarket/shared';
import { useSubmitContact, type ContactMessage } from '../api/submit-contact';
import { StyledField, StyledFieldRow, StyledForm, StyledFormStatus } from './contact-page.styles';

const EMPTY: ContactMessage = { firstName: '', lastName: '', phone: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const { status, submit } = useSubmitContact();
  const loading = status.state === 'loading';

  const field = (name: keyof ContactMessage) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as unknown as ContactMessage;
    if (await submit(trimmed)) setValues(EMPTY);
  };

  return (
    <StyledForm onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={loading}>
      <h2 id="contact-form-title">Send us a message</h2>
      <StyledFieldRow>
        <StyledField>
          <label htmlFor="contact-firstName">First name</label>
          <input type="text" autoComplete="given-name" {...field('firstName')} />
        </StyledField>
        <StyledField>
          <label htmlFor="contact-lastName">Last name</label>
          <input type="text" autoComplete="family-name" {...field('lastName')} />
        </StyledField>
      </StyledFieldRow>
      <StyledFieldRow>
        <StyledField>
          <label htmlFor="contact-phone">Phone</label>
          <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        </StyledField>
        <StyledField>
          <label htmlFor="contact-email">Email</label>
          <input type="email" autoComplete="email" {...field('email')} />
        </StyledField>
      </StyledFieldRow>
      <StyledField>
        <label htmlFor="contact-subject">Subject</label>
        <input type="text" {...field('subject')} />
      </StyledField>
      <StyledField>
        <label htmlFor="contact-message">Message</label>
        <textarea rows={5} {...field('message')} />
      </StyledField>
      <Button type="submit" disabled={loading}>
        {loading ? 'Sending…' : 'Send Message'}
      </Button>
      {status.state === 'succeeded' && (
        <StyledFormStatus role="status" $tone="success">
          {status.message}
        </StyledFormStatus>
      )}
      {status.state === 'failed' && (
        <StyledFormStatus role="alert" $tone="danger">
          {status.message}
        </StyledFormStatus>
      )}
    </StyledForm>
  );
}
