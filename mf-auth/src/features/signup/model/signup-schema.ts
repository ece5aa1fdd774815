// The signup form's zod schema (react-hook-form's resolver): the rules of spec §5, checked in
// order and stopping at the first failure, so one message shows at a time.
import { formSchema } from '@carmarket/shared/forms';
import { signupProblem, type SignupValues } from './signup-rules';

export const signupSchema = formSchema<SignupValues>(['fullName', 'email', 'mobileNumber'], (values) => {
  const problem = signupProblem(values);
  return problem ? { [problem.field]: problem.message } : {};
});
