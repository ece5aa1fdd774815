// Issue 16: the profile form and PUT /api/v1/profile are the same rules with the same messages,
// through the form's conversion (formValuesToChanges: trimmed, blanks as null).
import { MESSAGES } from '@carmarket/shared';
import { profileChangesSchema } from '@carmarket/shared/api-contracts';
import { itGivesEachCaseTheSameMessages } from '@carmarket/shared/testing';
import { formValuesToChanges, PIN_CODE_ERROR, profileFormSchema, type ProfileFormValues } from './profile-form';

const valid: ProfileFormValues = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  address: '12 MG Road',
  landmark: '',
  city: 'Pune',
  pin: '411001',
};
const parity = { form: profileFormSchema, request: profileChangesSchema, toRequest: formValuesToChanges };

describe('profile: form and contract', () => {
  itGivesEachCaseTheSameMessages(parity, valid, [
    ['valid', {}, {}],
    ['blank email and pin (cleared)', { email: ' ', pin: '' }, {}],
    ['a pin of 5 digits', { pin: '41100' }, { pin: PIN_CODE_ERROR }],
    ['a pin with a letter', { pin: '41100a' }, { pin: PIN_CODE_ERROR }],
    ['an email with a space', { email: 'asha@ example.in' }, { email: MESSAGES.invalidEmail }],
    ['a one-letter name', { fullName: ' A ' }, { fullName: MESSAGES.invalidFullName }],
    ['a blank name', { fullName: '' }, { fullName: MESSAGES.invalidFullName }],
    [
      'name, email and pin wrong',
      { fullName: 'A', email: 'x', pin: '1' },
      {
        fullName: MESSAGES.invalidFullName,
        email: MESSAGES.invalidEmail,
        pin: PIN_CODE_ERROR,
      },
    ],
  ]);
});
