import { shareLink } from './share-link';

const data = { title: 'Tata Nexon XZ', url: 'https://carmarket.test/buy-car/car-1' };

function fakeNavigator(parts: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }): Navigator {
  return {
    share: parts.share,
    clipboard: { writeText: parts.writeText ?? vi.fn().mockResolvedValue(undefined) },
  } as unknown as Navigator;
}

describe('shareLink', () => {
  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, fakeNavigator({ share, writeText }))).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Tata Nexon XZ', url: 'https://carmarket.test/buy-car/car-1' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link to the clipboard without Web Share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, fakeNavigator({ writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://carmarket.test/buy-car/car-1');
  });

  it('treats a cancelled share as no error and copies nothing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, fakeNavigator({ share, writeText }))).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing is not allowed', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, fakeNavigator({ share, writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('treats an AbortError that is not an Error instance as cancelled', async () => {
    const share = vi.fn().mockRejectedValue({ name: 'AbortError', message: 'Share canceled' });
    await expect(shareLink(data, fakeNavigator({ share }))).resolves.toBe('cancelled');
  });

  it("reports 'failed' when neither share nor the clipboard works", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    await expect(shareLink(data, fakeNavigator({ writeText }))).resolves.toBe('failed');
  });
});
