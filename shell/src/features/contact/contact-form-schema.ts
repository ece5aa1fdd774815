// The contact form's values and zod schema (react-hook-form's resolver). Spec §5: all six
// fields are required and the email is checked by the browser (required inputs of type
// email), so the schema adds no message of its own; what is sent is trimmed.
import { formSchema } from '@carmarket/shared/forms';
import type { ContactMessage } from './api/submit-contact';

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { firstName: '', lastName: '', phone: '', email: '', subject: '', message: '' };

export const contactFormSchema = formSchema<ContactMessage>(Object.keys(EMPTY_CONTACT_MESSAGE) as Array<keyof ContactMessage>, () => ({}));

export function trimContactMessage(values: ContactMessage): ContactMessage {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as unknown as ContactMessage;
}
