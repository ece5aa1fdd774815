import { keepDigits } from './keep-digits';

describe('keepDigits', () => {
  it('drops everything but digits and cuts to the length', () => {
    expect(keepDigits('98765 43210', 10)).toBe('9876543210');
    expect(keepDigits('12a3-45', 4)).toBe('1234');
    expect(keepDigits('abc', 4)).toBe('');
  });
});
