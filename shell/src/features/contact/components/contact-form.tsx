// Contact Us form (spec §2/§4/§5): six required, labelled fields, checked by the shared contact
// rules (the API's); each message sits under its field.
import { Button } from '@carmarket/shared';
import { FormField, useZodForm } from '@carmarket/shared/forms';
import { useSubmitContact, type ContactMessage } from '../api/submit-contact';
import { contactFormSchema, EMPTY_CONTACT_MESSAGE, trimContactMessage } from '../contact-form-schema';
import { StyledFieldRow, StyledForm, StyledFormStatus } from './contact-page.styles';

export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm<ContactMessage>(contactFormSchema, { defaultValues: EMPTY_CONTACT_MESSAGE });
  const { status, submit } = useSubmitContact();
  const loading = status.state === 'loading';
  const field = (name: keyof ContactMessage) => ({
    id: `contact-${name}`,
    required: true,
    error: errors[name]?.message,
    ...register(name),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (await submit(trimContactMessage(values))) reset(EMPTY_CONTACT_MESSAGE);
  });

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-title" aria-busy={loading}>
      <h2 id="contact-form-title">Send us a message</h2>
      <StyledFieldRow>
        <FormField label="First name" type="text" autoComplete="given-name" {...field('firstName')} />
        <FormField label="Last name" type="text" autoComplete="family-name" {...field('lastName')} />
      </StyledFieldRow>
      <StyledFieldRow>
        <FormField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      </StyledFieldRow>
      <FormField label="Subject" type="text" {...field('subject')} />
      <FormField control="textarea" label="Message" rows={5} {...field('message')} />
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
