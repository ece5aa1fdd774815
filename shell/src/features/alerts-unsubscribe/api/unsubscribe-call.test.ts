import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@carmarket/shared';
import { unsubscribe } from './unsubscribe-call';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unsubscribe', () => {
  it('unsubscribes with the link’s token, signed in or not', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ channel: 'email', to: 'asha@example.com' });
    await expect(unsubscribe('tok.en')).resolves.toEqual({ channel: 'email', to: 'asha@example.com' });
    expect(post).toHaveBeenLastCalledWith('api/v1/notifications/unsubscribe', { token: 'tok.en' });
  });
});
