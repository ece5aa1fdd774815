// The profile's Pin Code rule and its message, the same in the profile form and in the API (no zod
// here: the form reads them without bundling the schemas).
export const PIN_CODE_PATTERN = /^\d{6}$/;
export const PIN_CODE_MESSAGE = 'Please enter a valid 6-digit Pin Code';
