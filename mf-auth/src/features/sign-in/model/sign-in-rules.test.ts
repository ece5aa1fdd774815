import { mobileNumberError, otpError, verifyError } from './sign-in-rules';

describe.each([
  {
    rule: mobileNumberError,
    message: 'Please enter a valid 10-digit mobile number',
    wrongLengths: ['', '98765', '987654321', '98765432101'],
    length: 10,
    valid: '9876543210',
  },
  { rule: otpError, message: 'Please enter a valid 4-digit OTP', wrongLengths: ['', '1', '123', '12345'], length: 4, valid: '0429' },
])('$rule.name', ({ rule, message, wrongLengths, length, valid }) => {
  it.each(wrongLengths)('rejects %j with the spec message', (value) => {
    expect(rule(value)).toBe(message);
  });

  it(`accepts exactly ${length} characters`, () => {
    expect(rule(valid)).toBeNull();
  });
});

describe('mobileNumberError', () => {
  it('does not check for digits only in sign-in (spec §5)', () => {
    expect(mobileNumberError('98765abcde')).toBeNull();
  });
});

describe('verifyError', () => {
  it('checks the code before the user id', () => {
    expect(verifyError('12', null)).toBe('Please enter a valid 4-digit OTP');
  });

  it('needs a known user id', () => {
    expect(verifyError('1234', null)).toBe('User ID not found. Please resend OTP');
    expect(verifyError('1234', '')).toBe('User ID not found. Please resend OTP');
  });

  it('passes with a code and a user id', () => {
    expect(verifyError('1234', 'user-1')).toBeNull();
  });
});
