import { describe, expect, it } from 'vitest';
import { SELL_EDIT_PARAM, sellEditHref } from './sell-edit-link';

describe('sellEditHref', () => {
  it("is mf-sell's edit route for the car, its id encoded", () => {
    expect(sellEditHref('car-7')).toBe('/sell?edit=car-7');
    expect(new URLSearchParams(sellEditHref('a b/c').split('?')[1]).get(SELL_EDIT_PARAM)).toBe('a b/c');
  });
});
