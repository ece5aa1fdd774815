// Issue 16: the contact form and POST /api/contact are the same rules with the same messages,
// through the form's conversion (trimContactMessage).
import { MESSAGES } from '@carmarket/shared';
import { contactMessageSchema, type ContactFormValues } from '@carmarket/shared/api-contracts';
import { itGivesEachCaseTheSameMessages } from '@carmarket/shared/testing';
import { contactFormSchema, trimContactMessage } from './contact-form-schema';

const valid: ContactFormValues = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '+91 98123 45678',
  email: 'asha@example.in',
  subject: 'A question',
  message: 'Hello',
};
const parity = { form: contactFormSchema, request: contactMessageSchema, toRequest: trimContactMessage };

describe('contact: form and contract', () => {
  itGivesEachCaseTheSameMessages(parity, valid, [
    ['valid', {}, {}],
    ['spaces around the values', { firstName: '  Asha ', email: ' asha@example.in ' }, {}],
    ['a blank first name', { firstName: ' ' }, { firstName: 'First name is required' }],
    ['no last name', { lastName: '' }, { lastName: 'Last name is required' }],
    ['a phone in words', { phone: 'call me' }, { phone: 'Please enter a valid phone number' }],
    ['a phone of 21 characters', { phone: '1'.repeat(21) }, { phone: 'Phone is too long' }],
    ['an email without a dot', { email: 'a@b' }, { email: MESSAGES.invalidEmail }],
    ['no subject', { subject: '' }, { subject: 'Subject is required' }],
    ['a message over 5000 characters', { message: 'x'.repeat(5001) }, { message: 'Message is too long' }],
    [
      'everything blank',
      { firstName: '', lastName: '', phone: '', email: '', subject: '', message: '' },
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        phone: 'Phone is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    ],
  ]);
});
