// Signup validation of spec §5 (checked in order, stopping at the first failure): the shared
// rules that POST /api/v1/auth/signup runs too.
export { signupProblem, type SignupField, type SignupProblem, type SignupValues } from '@carmarket/shared/api-contracts';
