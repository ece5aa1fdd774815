import { REPORT_DETAILS_MAX, REPORT_REASONS, reportReason } from './report-reason';

describe('reportReason', () => {
  it('sends the chosen reason alone when there are no details', () => {
    expect(reportReason('Fraud or scam', '   ')).toBe('Fraud or scam');
  });

  it('adds trimmed details after the reason', () => {
    expect(reportReason('Other', '  Phone is switched off ')).toBe('Other: Phone is switched off');
  });

  it('stays within the 500 characters the API takes, with the longest reason and full details', () => {
    const longest = [...REPORT_REASONS].sort((a, b) => b.length - a.length)[0]!;
    const full = reportReason(longest, 'x'.repeat(REPORT_DETAILS_MAX));
    expect(full.endsWith('x'.repeat(REPORT_DETAILS_MAX))).toBe(true);
    expect(reportReason('Other', 'y'.repeat(1000))).toHaveLength(500);
  });
});
