import { shareCarLink } from './share-car';

const URL_ = 'https://carmarket.example/buy-car/c1';

function fakeNavigator({
  share,
  writeText = vi.fn(() => Promise.resolve()),
}: {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}) {
  return { share, clipboard: { writeText } } as unknown as Navigator;
}

describe('shareCarLink', () => {
  it('uses the Web Share sheet when the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareCarLink('Honda City V', URL_, fakeNavigator({ share, writeText }))).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Honda City V', url: URL_ });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no Web Share', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareCarLink('Honda City V', URL_, fakeNavigator({ writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it('treats a closed share sheet as cancelled, not an error, and copies nothing', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareCarLink('Honda City V', URL_, fakeNavigator({ share, writeText }))).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing is refused', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.resolve());
    await expect(shareCarLink('Honda City V', URL_, fakeNavigator({ share, writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it('fails when neither works', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('Clipboard blocked')));
    await expect(shareCarLink('Honda City V', URL_, fakeNavigator({ writeText }))).rejects.toThrow('Clipboard blocked');
  });
});
