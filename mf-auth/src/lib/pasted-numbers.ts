// What a paste puts into the number fields. The fields have a maxlength, which would cut
// '+91 98765 43210' or 'Your OTP is 4821' before any onChange sees them, so pastes are read whole.

export function mobileNumberFromPaste(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, 10);
}

export function otpFromPaste(text: string): string {
  // No lookbehind: older Safari on phones does not support it.
  return text.match(/(?:^|\D)(\d{4})(?!\d)/)?.[1] ?? text.replace(/\D/g, '').slice(0, 4);
}
