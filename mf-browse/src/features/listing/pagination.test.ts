import { visiblePages } from './pagination';

describe('visiblePages', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});
