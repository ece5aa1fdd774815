// Issue 16: Buy Packages' quantity and POST /api/v1/package-orders are the same rule with the same
// messages, through the form's conversion from text (packageQuantityFromText).
import { createPackageOrderEndpoint } from '@carmarket/shared/api-contracts';
import { formAndContractMessages } from '@carmarket/shared/testing';
import { packageChoiceSchema, packageOrderFromChoice } from './package-choice';

const parity = { form: packageChoiceSchema, request: createPackageOrderEndpoint.body, toRequest: packageOrderFromChoice };
const AT_LEAST_1 = 'Please enter a quantity of at least 1';

describe('Buy Packages: form and contract', () => {
  it.each<[string, string, Record<string, string>]>([
    ['1', '3m-1', {}],
    ['1000', '3m-1', {}],
    [' 12 ', '3m-1', {}],
    ['0', '3m-1', { quantity: AT_LEAST_1 }],
    ['', '3m-1', { quantity: AT_LEAST_1 }],
    ['1.5', '3m-1', { quantity: AT_LEAST_1 }],
    ['-2', '3m-1', { quantity: AT_LEAST_1 }],
    ['1001', '3m-1', { quantity: 'Please enter a quantity of at most 1000' }],
  ])('quantity %j', (quantity, planId, expected) => {
    const { form, request } = formAndContractMessages(parity, { planId, quantity });
    expect(form).toEqual(expected);
    expect(request).toEqual(expected);
  });

  it('no plan: both refuse (the form asks to choose one; the API names the missing field)', () => {
    const { form, request } = formAndContractMessages(parity, { planId: '', quantity: '1' });
    expect(form).toEqual({ planId: 'Please select a package' });
    expect(request).toEqual({ planId: 'planId is required' });
  });
});
