// The Report User form: a reason from the list and optional details. The text it sends (the
// shared conversion reportReason) must pass the API's own rule (shared reportReasonProblem).
import { reportReasonProblem } from '@carmarket/shared/api-contracts';
import { formSchema } from '@carmarket/shared/forms';
import { reportReason } from './report-reason';

export interface ReportValues {
  choice: string;
  details: string;
}

export const reportFormSchema = formSchema<ReportValues>(['choice', 'details'], ({ choice, details }) => ({
  choice: reportReasonProblem(choice ? reportReason(choice, details) : ''),
}));

/** The request's body (POST /api/v1/sellers/:userId/report). */
export function reportFromValues({ choice, details }: ReportValues) {
  return { reason: choice ? reportReason(choice, details) : '' };
}
