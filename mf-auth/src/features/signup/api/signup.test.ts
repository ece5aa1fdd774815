import { ApiError, apiClient } from '@carmarket/shared';
import { signup } from './signup';

const post = vi.spyOn(apiClient, 'post');
afterEach(() => post.mockReset());

const input = { fullName: '  Asha Rao ', email: ' asha@example.in ', mobileNumber: '9000000001' };

describe('signup', () => {
  it("posts the trimmed fields with userType 'EndUser' and returns the user id", async () => {
    post.mockResolvedValue({ ok: true, message: 'Signup successful', userId: 'u9', user: { id: 'u9' } });
    await expect(signup(input)).resolves.toEqual({ userId: 'u9' });
    expect(post).toHaveBeenCalledWith('api/v1/auth/signup', {
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      mobileNumber: '9000000001',
      userType: 'EndUser',
    });
  });

  it("rejects with the server's message when refused", async () => {
    post.mockRejectedValue(
      new ApiError('Mobile number already registered', 409, { ok: false, message: 'Mobile number already registered' }),
    );
    await expect(signup(input)).rejects.toThrow('Mobile number already registered');
  });

  it('rejects with an empty message (form shows Signup failed) when the server gives none', async () => {
    post.mockRejectedValueOnce(new ApiError('', 502));
    await expect(signup(input)).rejects.toThrow(/^$/);
    post.mockResolvedValueOnce({ ok: false });
    await expect(signup(input)).rejects.toThrow(/^$/);
  });

  it("says 'Signup error, please try again' on network failure", async () => {
    post.mockRejectedValue(new ApiError('', 0));
    await expect(signup(input)).rejects.toThrow('Signup error, please try again');
  });
});
