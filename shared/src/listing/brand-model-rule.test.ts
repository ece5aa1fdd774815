// The brand + model rule the API's listing reads.
import { describe, expect, it } from 'vitest';
import { brandModelRule } from './brand-model-rule';

describe('brandModelRule', () => {
  it('describes the rule', () => {
    expect(brandModelRule([], [])).toBeNull();
    expect(brandModelRule(['Hyundai', 'Tata'], ['Nexon', 'Roadster'])).toEqual({
      allModels: ['Hyundai'],
      byBrand: new Map([['Tata', ['Nexon']]]),
      anyBrand: ['Roadster'],
    });
  });
});
