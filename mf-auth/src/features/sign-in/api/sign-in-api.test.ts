import { ApiError, apiClient } from '@carmarket/shared';
import { sendOtp } from './send-otp';
import { verifyOtp } from './verify-otp';

const post = vi.spyOn(apiClient, 'post');
afterEach(() => post.mockReset());

describe('sendOtp', () => {
  it('posts the number and returns the user id', async () => {
    post.mockResolvedValue({ statusCode: 200, message: 'OTP sent successfully!', responseObject: { userId: 'u1', user: { id: 'u1' } } });
    await expect(sendOtp({ mobileNumber: '9876543210' })).resolves.toEqual({ status: 'sent', userId: 'u1' });
    expect(post).toHaveBeenCalledWith('api/v1/auth/send-otp', { mobileNumber: '9876543210' });
  });

  it('reads responseObject.userId when there is no user', async () => {
    post.mockResolvedValue({ statusCode: 200, responseObject: { userId: 'u2' } });
    await expect(sendOtp({ mobileNumber: '9876543210' })).resolves.toEqual({ status: 'sent', userId: 'u2' });
  });

  it('answers user-not-found for a 404 statusCode or the message', async () => {
    post.mockRejectedValueOnce(new ApiError('User not found', 404, { statusCode: 404, message: 'User not found' }));
    await expect(sendOtp({ mobileNumber: '7000000001' })).resolves.toEqual({ status: 'user-not-found' });
    post.mockResolvedValueOnce({ statusCode: 404, message: 'User not found' });
    await expect(sendOtp({ mobileNumber: '7000000001' })).resolves.toEqual({ status: 'user-not-found' });
  });

  it('does not mistake a missing route for an unknown user', async () => {
    post.mockRejectedValue(new ApiError('Route not found', 404, { message: 'Route not found' }));
    await expect(sendOtp({ mobileNumber: '7000000001' })).rejects.toThrow('Route not found');
  });

  it("rejects with the server's message, e.g. the resend cooldown", async () => {
    post.mockRejectedValue(
      new ApiError('Please wait 23 seconds before requesting a new OTP', 429, {
        statusCode: 429,
        message: 'Please wait 23 seconds before requesting a new OTP',
      }),
    );
    await expect(sendOtp({ mobileNumber: '9876543210' })).rejects.toThrow('Please wait 23 seconds before requesting a new OTP');
  });

  it('rejects with an empty message (caller falls back) on network failure or a 200 without a user id or message', async () => {
    post.mockRejectedValueOnce(new ApiError('', 0));
    await expect(sendOtp({ mobileNumber: '9876543210' })).rejects.toThrow(/^$/);
    post.mockResolvedValueOnce({ statusCode: 200, responseObject: {} });
    await expect(sendOtp({ mobileNumber: '9876543210' })).rejects.toThrow(/^$/);
  });

  it("rejects with the server's message for any answer but statusCode 200 with a user id (spec §8)", async () => {
    post.mockResolvedValueOnce({ statusCode: 200, message: 'OTP could not be delivered', responseObject: {} });
    await expect(sendOtp({ mobileNumber: '9876543210' })).rejects.toThrow(/^OTP could not be delivered$/);
    post.mockResolvedValueOnce({ statusCode: 503, message: 'SMS gateway down', responseObject: { userId: 'u1' } });
    await expect(sendOtp({ mobileNumber: '9876543210' })).rejects.toThrow(/^SMS gateway down$/);
  });
});

describe('verifyOtp', () => {
  const user = { id: 'u1', fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner' };

  it('posts user id, otpType mobile and the code, and returns the session', async () => {
    post.mockResolvedValue({
      success: true,
      message: 'OTP verified successfully',
      responseObject: { isFullyVerified: true, user, token: 't1' },
    });
    await expect(verifyOtp({ userId: 'u1', otp: '1234' })).resolves.toEqual({ token: 't1', user });
    expect(post).toHaveBeenCalledWith('api/v1/auth/verify-otp', { userId: 'u1', otpType: 'mobile', otp: '1234' });
  });

  it("rejects with the server's message", async () => {
    post.mockRejectedValue(new ApiError('Invalid OTP', 401, { success: false, message: 'Invalid OTP', attemptsLeft: 4 }));
    await expect(verifyOtp({ userId: 'u1', otp: '0000' })).rejects.toThrow('Invalid OTP');
  });

  it('rejects when success is not true or the user is not fully verified', async () => {
    post.mockResolvedValueOnce({ success: false, message: 'Not allowed' });
    await expect(verifyOtp({ userId: 'u1', otp: '1234' })).rejects.toThrow('Not allowed');
    post.mockResolvedValueOnce({
      success: true,
      message: 'OTP verified successfully',
      responseObject: { isFullyVerified: false, user, token: 't' },
    });
    await expect(verifyOtp({ userId: 'u1', otp: '1234' })).rejects.toThrow(/^$/);
  });

  it('rejects with an empty message on network failure', async () => {
    post.mockRejectedValue(new ApiError('', 0));
    await expect(verifyOtp({ userId: 'u1', otp: '1234' })).rejects.toThrow(/^$/);
  });
});
