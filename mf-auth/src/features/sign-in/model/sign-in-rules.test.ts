import { mobileNumberError, otpError, verifyError } from './sign-in-rules';

describe('mobileNumberError', () => {
  it.each(['', '98765', '987654321', '98765432101'])('rejects %j with the spec message', (value) => {
    expect(mobileNumberError(value)).toBe('Please enter a valid 10-digit mobile number');
  });

  it('accepts exactly 10 characters', () => {
    expect(mobileNumberError('9876543210')).toBeNull();
  });

  it('does not check for digits only in sign-in (spec §5)', () => {
    expect(mobileNumberError('98765abcde')).toBeNull();
  });
});

describe('otpError', () => {
  it.each(['', '1', '123', '12345'])('rejects %j with the spec message', (value) => {
    expect(otpError(value)).toBe('Please enter a valid 4-digit OTP');
  });

  it('accepts exactly 4 characters', () => {
    expect(otpError('0429')).toBeNull();
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
