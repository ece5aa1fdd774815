import { mobileNumberFromPaste, otpFromPaste } from './pasted-numbers';

describe('mobileNumberFromPaste', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-9876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765', '98765'],
  ])('reads %j as %j', (pasted, expected) => {
    expect(mobileNumberFromPaste(pasted)).toBe(expected);
  });
});

describe('otpFromPaste', () => {
  it.each([
    ['4821', '4821'],
    ['Your CarMarket OTP is 4821. Valid for 5 minutes.', '4821'],
    [' 0042 ', '0042'],
    ['12-34', '1234'],
  ])('reads %j as %j', (pasted, expected) => {
    expect(otpFromPaste(pasted)).toBe(expected);
  });
});
