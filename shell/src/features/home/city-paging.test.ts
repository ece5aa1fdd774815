import { POPULAR_CITIES } from '@carmarket/shared';
import { pageOf } from './city-paging';

describe('pageOf (popular cities on mobile)', () => {
  it('splits the 10 cities into a page of 6 and a page of 4', () => {
    const first = pageOf(POPULAR_CITIES, 0);
    expect(first.items).toEqual(['Chandigarh', 'Ahmedabad', 'Pune', 'Hyderabad', 'Kanpur', 'Indore']);
    expect(first).toMatchObject({ pageIndex: 0, pageCount: 2, hasPrevious: false, hasNext: true });
    const second = pageOf(POPULAR_CITIES, 1);
    expect(second.items).toEqual(['Lucknow', 'Delhi', 'Bhopal', 'Jaipur']);
    expect(second).toMatchObject({ pageIndex: 1, pageCount: 2, hasPrevious: true, hasNext: false });
  });

  it('clamps a page index out of range', () => {
    expect(pageOf(POPULAR_CITIES, 7).pageIndex).toBe(1);
    expect(pageOf(POPULAR_CITIES, -3).pageIndex).toBe(0);
  });

  it('gives one empty page for no items', () => {
    expect(pageOf([], 0)).toEqual({ items: [], pageIndex: 0, pageCount: 1, hasPrevious: false, hasNext: false });
  });

  it('respects another page size', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2).items).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 0, 2).pageCount).toBe(3);
  });
});
