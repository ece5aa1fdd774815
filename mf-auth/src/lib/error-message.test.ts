import { messageOrFallback } from './error-message';

describe('messageOrFallback', () => {
  it('uses the thrown message when there is one', () => {
    expect(messageOrFallback(new Error('Invalid OTP'), 'OTP verification failed')).toBe('Invalid OTP');
  });

  it('falls back for an empty message or a non-error', () => {
    expect(messageOrFallback(new Error('  '), 'Failed to send OTP')).toBe('Failed to send OTP');
    expect(messageOrFallback('boom', 'Failed to send OTP')).toBe('Failed to send OTP');
  });
});
