// Phone and WhatsApp links for a seller's Indian (+91) number.

/** The 10-digit national number: strips spaces, dashes and a leading +91 / 91 / 0. */
export function nationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export function telHref(phone: string): string {
  return `tel:+91${nationalNumber(phone)}`;
}

export function whatsAppHref(phone: string, text?: string): string {
  const base = `https://wa.me/91${nationalNumber(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
