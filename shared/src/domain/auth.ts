// Sign-in rules and the texts of spec §5/§8 (quoted word for word).

export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const OTP_EXPIRY_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const MOBILE_NUMBER_LENGTH = 10;
export const COUNTRY_CODE = '+91';
export const FULL_NAME_MIN_LENGTH = 2;

export const MESSAGES = {
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  invalidOtp: 'Please enter a valid 4-digit OTP',
  invalidFullName: 'Please enter a valid full name',
  invalidEmail: 'Please enter a valid email address',
  userIdNotFound: 'User ID not found. Please resend OTP',
  userNotFound: 'User not found',
  otpSent: 'OTP sent successfully!',
  otpResent: 'OTP resent successfully!',
  sendOtpFailed: 'Failed to send OTP',
  verifyOtpFailed: 'OTP verification failed',
  resendOtpFailed: 'Failed to resend OTP',
  signupFailed: 'Signup failed',
  signupNetworkError: 'Signup error, please try again',
  carsNotFound: 'Cars not found',
  fetchCarsFailed: 'Failed to fetch cars',
  somethingWentWrong: 'Something went wrong',
  networkError: 'Network error, please check your connection',
  fetchDemoCarsFailed: 'Failed to fetch demo cars',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to submit form',
} as const;

/** Signup email rule of spec §5: 'something@something.something' with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
