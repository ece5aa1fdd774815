import { MESSAGES } from '@carmarket/shared';
import { makeUser } from '../../testing/factories';
import { formValuesToChanges, PIN_CODE_ERROR, profileToFormValues, validateProfileForm } from './profile-form';

describe('profile form rules', () => {
  const valid = profileToFormValues(makeUser());

  it('accepts a complete profile and blank optional fields', () => {
    expect(validateProfileForm(valid)).toEqual({});
    expect(validateProfileForm({ ...valid, email: '', pin: '' })).toEqual({});
  });

  it('rejects a bad email, a Pin Code that is not 6 digits, and a short name', () => {
    expect(validateProfileForm({ ...valid, email: 'asha@ example.in' })).toEqual({ email: MESSAGES.invalidEmail });
    expect(validateProfileForm({ ...valid, pin: '41100' })).toEqual({ pin: PIN_CODE_ERROR });
    expect(validateProfileForm({ ...valid, pin: '41100a' })).toEqual({ pin: PIN_CODE_ERROR });
    expect(validateProfileForm({ ...valid, fullName: ' A ' })).toEqual({ fullName: MESSAGES.invalidFullName });
  });

  it('sends trimmed values, blanks as null, and never userType or mobileNumber', () => {
    const changes = formValuesToChanges({ ...valid, fullName: '  Asha V ', landmark: '  ' });
    expect(changes).toMatchObject({ fullName: 'Asha V', landmark: null });
    expect(changes).not.toHaveProperty('userType');
    expect(changes).not.toHaveProperty('mobileNumber');
  });
});
