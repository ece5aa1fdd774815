import { mobileNumberFromPaste, otpFromPaste } from './pasted-numbers';

describe.each([
  {
    read: mobileNumberFromPaste,
    cases: [
      ['+91 98765 43210', '9876543210'],
      ['+91-9876543210', '9876543210'],
      ['09876543210', '9876543210'],
      ['98765 43210', '9876543210'],
      ['98765', '98765'],
    ],
  },
  {
    read: otpFromPaste,
    cases: [
      ['4821', '4821'],
      ['Your CarMarket OTP is 4821. Valid for 5 minutes.', '4821'],
      [' 0042 ', '0042'],
      ['12-34', '1234'],
    ],
  },
])('$read.name', ({ read, cases }) => {
  it.each(cases)('reads %j as %j', (pasted, expected) => {
    expect(read(pasted!)).toBe(expected);
  });
});
