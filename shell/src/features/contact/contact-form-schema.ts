// The contact form's values and zod schema (react-hook-form's resolver): the shared contact rules
// that POST /api/contact runs too (spec §5: all six fields required; the email field is also
// the browser's email type). What is sent is trimmed (the shared conversion).
import { contactFormProblems, trimContactMessage, type ContactFormValues } from '@carmarket/shared/api-contracts';
import { formSchema } from '@carmarket/shared/forms';

export { trimContactMessage };

export const EMPTY_CONTACT_MESSAGE: ContactFormValues = { firstName: '', lastName: '', phone: '', email: '', subject: '', message: '' };

export const contactFormSchema = formSchema<ContactFormValues>(
  Object.keys(EMPTY_CONTACT_MESSAGE) as Array<keyof ContactFormValues>,
  contactFormProblems,
);
