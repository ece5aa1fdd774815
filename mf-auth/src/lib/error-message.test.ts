import { ApiError } from '@carmarket/shared';
import { isNetworkFailure, messageOrFallback, serverMessageOf } from './error-message';

describe('messageOrFallback', () => {
  it('uses the thrown message when there is one', () => {
    expect(messageOrFallback(new Error('Invalid OTP'), 'OTP verification failed')).toBe('Invalid OTP');
  });

  it('falls back for an empty message or a non-error', () => {
    expect(messageOrFallback(new Error('  '), 'Failed to send OTP')).toBe('Failed to send OTP');
    expect(messageOrFallback('boom', 'Failed to send OTP')).toBe('Failed to send OTP');
  });
});

describe('serverMessageOf', () => {
  it("reads the server's message from an HTTP error body", () => {
    expect(serverMessageOf(new ApiError('x', 429, { message: 'Please wait 20 seconds before requesting a new OTP' }))).toBe(
      'Please wait 20 seconds before requesting a new OTP',
    );
  });

  it('is empty for network failures and bodies without a message', () => {
    expect(serverMessageOf(new ApiError('Failed to fetch', 0))).toBe('');
    expect(serverMessageOf(new ApiError('Request failed with status code 502', 502, '<html>'))).toBe('');
    expect(isNetworkFailure(new ApiError('Failed to fetch', 0))).toBe(true);
    expect(isNetworkFailure(new ApiError('Bad', 400))).toBe(false);
  });
});
