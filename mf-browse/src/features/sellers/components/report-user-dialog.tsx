// Report User: a reason (and optional details) sent with POST /api/v1/sellers/:userId/report. The
// server's thank-you is shown on success, its error message on failure.
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, Button, ErrorText, Modal, SelectOptions } from '@carmarket/shared';
import { reportSeller } from '../api/report-seller';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportReason } from '../report-reason';
import { StyledReportForm } from './seller-details-page.styles';

type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string };

export function ReportUserDialog({
  open,
  userId,
  sellerName,
  onClose,
  onReported,
}: {
  open: boolean;
  userId: string;
  sellerName: string;
  onClose: () => void;
  onReported: (message: string) => void;
}) {
  const [choice, setChoice] = useState('');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<SendState>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setState({ status: 'sending' });
    try {
      const message = await reportSeller(userId, reportReason(choice, details));
      setState({ status: 'idle' });
      onReported(message);
    } catch (error) {
      setState({ status: 'failed', message: apiErrorMessage(error, 'Could not send the report') });
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="Report User">
      <StyledReportForm onSubmit={(e) => void submit(e)}>
        <p>Tell us what is wrong with {sellerName}&rsquo;s profile. Our team reviews every report.</p>
        <label>
          Reason
          <select value={choice} onChange={(e) => setChoice(e.target.value)} required>
            <option value="" disabled>
              Choose a reason
            </option>
            <SelectOptions options={REPORT_REASONS} />
          </select>
        </label>
        <label>
          Details (optional)
          <textarea value={details} maxLength={REPORT_DETAILS_MAX} onChange={(e) => setDetails(e.target.value)} />
        </label>
        {state.status === 'failed' && <ErrorText role="alert">{state.message}</ErrorText>}
        <Button type="submit" disabled={!choice || state.status === 'sending'}>
          {state.status === 'sending' ? 'Sending…' : 'Send'}
        </Button>
      </StyledReportForm>
    </Modal>
  );
}
