import { signupProblem } from './signup-rules';

const valid = { fullName: 'Asha Rao', email: 'asha@example.in', mobileNumber: '9000000001' };

describe('signupProblem', () => {
  it('passes valid values', () => {
    expect(signupProblem(valid)).toBeNull();
  });

  it.each(['', ' ', 'A', ' A '])('rejects the full name %j (trimmed length below 2)', (fullName) => {
    expect(signupProblem({ ...valid, fullName })).toEqual({ field: 'fullName', message: 'Please enter a valid full name' });
  });

  it('accepts a two-letter name', () => {
    expect(signupProblem({ ...valid, fullName: ' Al ' })).toBeNull();
  });

  it.each(['', 'asha', 'asha@example', 'asha @example.in', '@example.in', 'asha@.in x'])('rejects the email %j', (email) => {
    expect(signupProblem({ ...valid, email })).toEqual({ field: 'email', message: 'Please enter a valid email address' });
  });

  it.each(['', '900000000', '90000000011', '90000a0001'])('rejects the mobile number %j (10 digits, numeric)', (mobileNumber) => {
    expect(signupProblem({ ...valid, mobileNumber })).toEqual({
      field: 'mobileNumber',
      message: 'Please enter a valid 10-digit mobile number',
    });
  });

  it('stops at the first failure, in the order name, email, mobile', () => {
    expect(signupProblem({ fullName: '', email: 'x', mobileNumber: '1' })?.field).toBe('fullName');
    expect(signupProblem({ fullName: 'Asha', email: 'x', mobileNumber: '1' })?.field).toBe('email');
  });
});
