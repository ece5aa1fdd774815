// The contact form's rules and their messages (spec §5: all six fields required), the same in
// the shell's contact form and in POST /api/contact (no zod here).
import { MESSAGES } from '../../domain/auth';
import { emailProblem } from './auth-rules';
import type { FieldProblem, FieldProblems } from './field-rule';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactFormValues;

/** Each field's label (in its messages) and longest length, in the form's order. */
export const CONTACT_FIELDS: Readonly<Record<ContactField, { label: string; max: number }>> = {
  firstName: { label: 'First name', max: 100 },
  lastName: { label: 'Last name', max: 100 },
  phone: { label: 'Phone', max: 20 },
  email: { label: 'Email', max: 254 },
  subject: { label: 'Subject', max: 200 },
  message: { label: 'Message', max: 5000 },
};

export const PHONE_PATTERN = /^\+?[\d\s-]{7,20}$/;
export const PHONE_MESSAGE = 'Please enter a valid phone number';

/** `${label} is required` when missing or blank. */
export const contactRequiredMessage = (field: ContactField) => `${CONTACT_FIELDS[field].label} is required`;

/** Required, at most its length, then the phone or email pattern (trimmed). */
export function contactFieldProblem(field: ContactField, value: string): FieldProblem {
  const { label, max } = CONTACT_FIELDS[field];
  const text = value.trim();
  if (text === '') return contactRequiredMessage(field);
  if (text.length > max) return `${label} is too long`;
  if (field === 'phone' && !PHONE_PATTERN.test(text)) return PHONE_MESSAGE;
  if (field === 'email' && emailProblem(text)) return MESSAGES.invalidEmail;
  return undefined;
}

export function contactFormProblems(values: ContactFormValues): FieldProblems<ContactField> {
  const problems: FieldProblems<ContactField> = {};
  for (const field of Object.keys(CONTACT_FIELDS) as ContactField[]) {
    const message = contactFieldProblem(field, values[field]);
    if (message) problems[field] = message;
  }
  return problems;
}

/** What is sent: every field trimmed. */
export function trimContactMessage(values: ContactFormValues): ContactFormValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as unknown as ContactFormValues;
}
