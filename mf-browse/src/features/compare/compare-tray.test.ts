import { createAppStore } from '@carmarket/shared';
import { addToCompareAtom, clearCompareAtom, compareTrayAtom, removeFromCompareAtom, replaceCompareTrayAtom } from './compare-tray-atoms';
import { COMPARE_TRAY_KEY, parseCompareTray, readCompareTray } from './compare-tray-storage';

const car = (id: string) => ({ id, name: `Car ${id}` });
const stored = () => JSON.parse(localStorage.getItem(COMPARE_TRAY_KEY) ?? 'null') as unknown;

describe('the compare tray', () => {
  it('adds cars in order and keeps them in localStorage', () => {
    const store = createAppStore();
    expect(store.set(addToCompareAtom, car('a'))).toBe('added');
    expect(store.set(addToCompareAtom, car('b'))).toBe('added');
    expect(store.get(compareTrayAtom).map((c) => c.id)).toEqual(['a', 'b']);
    expect(stored()).toEqual([car('a'), car('b')]);
  });

  it('adds a car once', () => {
    const store = createAppStore();
    store.set(addToCompareAtom, car('a'));
    expect(store.set(addToCompareAtom, car('a'))).toBe('already-added');
    expect(store.get(compareTrayAtom)).toHaveLength(1);
  });

  it('refuses a fourth car and leaves the three', () => {
    const store = createAppStore();
    for (const id of ['a', 'b', 'c']) store.set(addToCompareAtom, car(id));
    expect(store.set(addToCompareAtom, car('d'))).toBe('full');
    expect(store.get(compareTrayAtom).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(readCompareTray().map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('removes one car, and clears all (the key goes with the last)', () => {
    const store = createAppStore();
    for (const id of ['a', 'b']) store.set(addToCompareAtom, car(id));
    store.set(removeFromCompareAtom, 'a');
    expect(store.get(compareTrayAtom).map((c) => c.id)).toEqual(['b']);
    expect(stored()).toEqual([car('b')]);
    store.set(clearCompareAtom);
    expect(store.get(compareTrayAtom)).toEqual([]);
    expect(localStorage.getItem(COMPARE_TRAY_KEY)).toBeNull();
  });

  it('takes the compare page’s cars after an edit, three at most', () => {
    const store = createAppStore();
    store.set(addToCompareAtom, car('a'));
    store.set(replaceCompareTrayAtom, [car('x'), car('y'), car('z'), car('w')]);
    expect(store.get(compareTrayAtom).map((c) => c.id)).toEqual(['x', 'y', 'z']);
  });

  it('persists across a reload: a new store started while mounted reads what was stored', () => {
    const first = createAppStore();
    first.set(addToCompareAtom, car('a'));
    first.set(addToCompareAtom, car('b'));
    const reloaded = createAppStore();
    const unsubscribe = reloaded.sub(compareTrayAtom, () => undefined);
    expect(reloaded.get(compareTrayAtom).map((c) => c.id)).toEqual(['a', 'b']);
    unsubscribe();
  });

  it('follows another tab’s change (a storage event)', () => {
    const store = createAppStore();
    const unsubscribe = store.sub(compareTrayAtom, () => undefined);
    localStorage.setItem(COMPARE_TRAY_KEY, JSON.stringify([car('t')]));
    window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_TRAY_KEY }));
    expect(store.get(compareTrayAtom).map((c) => c.id)).toEqual(['t']);
    unsubscribe();
  });
});

describe('parseCompareTray (what localStorage may hold)', () => {
  it('reads nothing from nothing, broken JSON or a non-list', () => {
    expect(parseCompareTray(null)).toEqual([]);
    expect(parseCompareTray('{oops')).toEqual([]);
    expect(parseCompareTray('{"id":"a"}')).toEqual([]);
  });

  it('keeps the valid, distinct entries, three at most, with a fallback name', () => {
    const value = JSON.stringify([
      { id: 'a', name: ' A ' },
      { id: 'a' },
      { id: '<x>' },
      'b',
      { id: 'b' },
      { id: 'c', name: 'C' },
      { id: 'd' },
    ]);
    expect(parseCompareTray(value)).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'Car' },
      { id: 'c', name: 'C' },
    ]);
  });

  it('keeps only web image URLs', () => {
    const value = JSON.stringify([
      { id: 'a', name: 'A', image: { cardUrl: 'https://img.test/a.jpg', url: 'javascript:alert(1)', width: 640, height: 400 } },
      { id: 'b', name: 'B', image: 'data:text/html,x' },
    ]);
    expect(parseCompareTray(value)).toEqual([
      { id: 'a', name: 'A', image: { cardUrl: 'https://img.test/a.jpg', width: 640, height: 400 } },
      { id: 'b', name: 'B' },
    ]);
  });
});
