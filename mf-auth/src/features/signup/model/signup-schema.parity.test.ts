// Issue 16: the signup form and POST /api/v1/auth/signup are the same rules with the same
// messages (spec §5, in its order: the form shows the first failure, the API answers it).
import { signupBodySchema } from '@carmarket/shared/api-contracts';
import { itGivesEachCaseTheSameMessages } from '@carmarket/shared/testing';
import type { SignupValues } from './signup-rules';
import { signupSchema } from './signup-schema';

const valid: SignupValues = { fullName: 'Asha Verma', email: 'asha@example.in', mobileNumber: '9812345678' };
const parity = {
  form: signupSchema,
  request: signupBodySchema,
  toRequest: (v: SignupValues) => ({ ...v, userType: 'EndUser' }),
  firstOnly: true,
};

describe('signup: form and contract', () => {
  itGivesEachCaseTheSameMessages(parity, valid, [
    ['valid', {}, {}],
    ['a name of 2 letters, trimmed', { fullName: ' Al ' }, {}],
    ['a blank name', { fullName: '  ' }, { fullName: 'Please enter a valid full name' }],
    ['a one-letter name', { fullName: 'A' }, { fullName: 'Please enter a valid full name' }],
    ['a name of 101 letters', { fullName: 'a'.repeat(101) }, { fullName: 'Please enter a valid full name' }],
    ['an email without a dot', { email: 'asha@example' }, { email: 'Please enter a valid email address' }],
    ['an email with a space', { email: 'asha @example.in' }, { email: 'Please enter a valid email address' }],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@x.in` }, { email: 'Please enter a valid email address' }],
    ['a short mobile number', { mobileNumber: '98123' }, { mobileNumber: 'Please enter a valid 10-digit mobile number' }],
    ['a mobile number with a letter', { mobileNumber: '98123a5678' }, { mobileNumber: 'Please enter a valid 10-digit mobile number' }],
    ['name and email wrong: the name first', { fullName: 'A', email: 'x' }, { fullName: 'Please enter a valid full name' }],
    ['email and mobile wrong: the email first', { email: 'x', mobileNumber: '1' }, { email: 'Please enter a valid email address' }],
  ]);
});
