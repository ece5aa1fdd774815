import { swipeDirection, wrapIndex } from './gallery-index';

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it('is 0 for an empty gallery', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeDirection', () => {
  it('swiping left shows the next image, right the previous', () => {
    expect(swipeDirection(-80, 5)).toBe(1);
    expect(swipeDirection(80, 5)).toBe(-1);
  });

  it('ignores short or mostly vertical moves', () => {
    expect(swipeDirection(-20, 0)).toBe(0);
    expect(swipeDirection(-60, 120)).toBe(0);
  });
});
