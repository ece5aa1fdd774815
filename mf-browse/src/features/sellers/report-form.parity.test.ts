// Issue 16: Report User and POST /api/v1/sellers/:userId/report are the same rule and message.
import { REPORT_REASON_MESSAGE, reportSellerEndpoint } from '@carmarket/shared/api-contracts';
import { formAndContractMessages } from '@carmarket/shared/testing';
import { reportFormSchema, reportFromValues } from './report-form';

const parity = {
  form: reportFormSchema,
  request: reportSellerEndpoint.body,
  toRequest: reportFromValues,
  formFieldOf: { reason: 'choice' },
};

describe('Report User: form and contract', () => {
  it.each<[string, string, string, Record<string, string>]>([
    ['a reason', 'Fraud or scam', '', {}],
    ['a reason and details', 'Other', 'Asked for an advance', {}],
    ['long details (cut to 500 characters)', 'Other', 'x'.repeat(900), {}],
    ['no reason', '', '', { choice: REPORT_REASON_MESSAGE }],
    ['details without a reason', '', 'Asked for an advance', { choice: REPORT_REASON_MESSAGE }],
  ])('%s', (_name, choice, details, expected) => {
    const { form, request } = formAndContractMessages(parity, { choice, details });
    expect(form).toEqual(expected);
    expect(request).toEqual(expected);
  });
});
