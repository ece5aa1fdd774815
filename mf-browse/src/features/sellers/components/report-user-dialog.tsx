// Report User: a reason (and optional details) sent with POST /api/v1/sellers/:userId/report. The
// form checks the text it sends by the API's own rule (shared); the server's thank-you is shown on
// success, its error message on failure.
import { useState } from 'react';
import { apiErrorMessage, Button, ErrorText, Modal } from '@carmarket/shared';
import { FormField, useZodForm } from '@carmarket/shared/forms';
import { reportSeller } from '../api/report-seller';
import { reportFormSchema, reportFromValues, type ReportValues } from '../report-form';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '../report-reason';
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
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useZodForm<ReportValues>(reportFormSchema, { defaultValues: { choice: '', details: '' } });
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const choice = watch('choice');

  const submit = handleSubmit(async (values) => {
    setState({ status: 'sending' });
    try {
      const message = await reportSeller(userId, reportFromValues(values).reason);
      setState({ status: 'idle' });
      onReported(message);
    } catch (error) {
      setState({ status: 'failed', message: apiErrorMessage(error, 'Could not send the report') });
    }
  });

  return (
    <Modal open={open} onClose={onClose} title="Report User">
      <StyledReportForm onSubmit={(event) => void submit(event)} noValidate>
        <p>Tell us what is wrong with {sellerName}&rsquo;s profile. Our team reviews every report.</p>
        <FormField
          control="select"
          label="Reason"
          placeholder="Choose a reason"
          options={REPORT_REASONS}
          required
          error={errors.choice?.message}
          {...register('choice')}
        />
        <FormField
          control="textarea"
          label="Details (optional)"
          maxLength={REPORT_DETAILS_MAX}
          error={errors.details?.message}
          {...register('details')}
        />
        {state.status === 'failed' && <ErrorText role="alert">{state.message}</ErrorText>}
        <Button type="submit" disabled={!choice || state.status === 'sending'}>
          {state.status === 'sending' ? 'Sending…' : 'Send'}
        </Button>
      </StyledReportForm>
    </Modal>
  );
}
