import { describe, expect, it } from 'vitest';
import { addViewToList, mergeRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_LIMIT } from './recently-viewed-list';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const entry = (carId: string, minute: number) => ({ carId, viewedAt: at(minute) });

describe('the recently viewed list', () => {
  it('puts the car opened last first', () => {
    let list = addViewToList([], 'a', new Date(at(1)));
    list = addViewToList(list, 'b', new Date(at(2)));
    expect(list.map((e) => e.carId)).toEqual(['b', 'a']);
  });

  it('holds each car once: opening it again moves it to the top', () => {
    const list = addViewToList([entry('b', 2), entry('a', 1)], 'a', new Date(at(3)));
    expect(list).toEqual([entry('a', 3), entry('b', 2)]);
  });

  it(`keeps the newest ${RECENTLY_VIEWED_LIMIT}`, () => {
    let list: ReturnType<typeof addViewToList> = [];
    for (let i = 0; i < 25; i += 1) list = addViewToList(list, `car-${i}`, new Date(at(i)));
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list[0]!.carId).toBe('car-24');
    expect(list.at(-1)!.carId).toBe('car-5');
  });

  it('merges two lists: each car once with its newest time, newest first', () => {
    const device = [entry('c', 9), entry('a', 5)];
    const account = [entry('a', 7), entry('b', 6), entry('c', 1)];
    expect(mergeRecentlyViewed(device, account)).toEqual([entry('c', 9), entry('a', 7), entry('b', 6)]);
    expect(mergeRecentlyViewed(account, device)).toEqual(mergeRecentlyViewed(device, account));
  });
});

describe('a stored list', () => {
  it('reads back what was written', () => {
    const list = [entry('b', 2), entry('a', 1)];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
  });

  it('keeps the valid entries of anything else, never throws', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{not json')).toEqual([]);
    expect(parseRecentlyViewed('{"carId":"a"}')).toEqual([]);
    const raw = JSON.stringify([
      entry('a', 1),
      { carId: 'javascript:alert(1)', viewedAt: at(2) },
      { carId: 'b', viewedAt: 'yesterday' },
      { carId: 5, viewedAt: at(3) },
      null,
      entry('c', 4),
      entry('a', 0),
    ]);
    expect(parseRecentlyViewed(raw)).toEqual([entry('c', 4), entry('a', 1)]);
  });
});
