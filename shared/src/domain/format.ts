// Price, number and date display of spec §9 (Lakhs, Cr, Indian digit grouping, dd/mm/yyyy in India).

function oneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** 550000 -> '5.5 Lakhs', 1200000 -> '12 Lakhs' (value / 100000, one decimal if not whole). */
export function formatLakhs(rupees: number): string {
  return `${oneDecimal(rupees / 100_000)} Lakhs`;
}

/** Short variant: 550000 -> '5.5 L'. */
export function formatLakhsShort(rupees: number): string {
  return `${oneDecimal(rupees / 100_000)} L`;
}

/**
 * Compact numbers of spec §9, where space is short (price slider labels, the hero's budgets): k
 * from 1,000, L from 1,00,000, Cr from 1,00,00,000, with one decimal (unlike the Lakhs display,
 * always one); `{ km: true }` appends ' km'. 45000 -> '45.0k', 125000 -> '1.3 L',
 * 27000000 -> '2.7 Cr', below 1,000 the number itself.
 */
export function formatCompact(n: number, options: { km?: boolean } = {}): string {
  const abs = Math.abs(n);
  let text: string;
  if (abs >= 10_000_000) text = `${(n / 10_000_000).toFixed(1)} Cr`;
  else if (abs >= 100_000) text = `${(n / 100_000).toFixed(1)} L`;
  else if (abs >= 1_000) text = `${(n / 1_000).toFixed(1)}k`;
  else text = String(n);
  return options.km ? `${text} km` : text;
}

/**
 * A price range in the compact format, for chips and budget choices: 'Under ₹ 3.0 L',
 * 'Above ₹ 1.0 Cr', '₹ 5.0 L - ₹ 1.2 Cr'; '' when neither end is set.
 */
export function formatPriceRange({ priceMin, priceMax }: { priceMin?: number; priceMax?: number }): string {
  const rupees = (n: number) => `₹ ${formatCompact(n)}`;
  if (priceMin === undefined && priceMax === undefined) return '';
  if (priceMin === undefined) return `Under ${rupees(priceMax!)}`;
  if (priceMax === undefined) return `Above ${rupees(priceMin)}`;
  return `${rupees(priceMin)} - ${rupees(priceMax)}`;
}

/** Indian digit grouping: 550000 -> '5,50,000', 12345678 -> '1,23,45,678'. */
export function formatIndianNumber(n: number): string {
  const negative = n < 0;
  const [intPart = '0', fraction] = Math.abs(n).toString().split('.');
  let grouped = intPart;
  if (intPart.length > 3) {
    const last3 = intPart.slice(-3);
    const rest = intPart.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
    grouped = `${rest},${last3}`;
  }
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** '₹5,50,000' style for invoices and order summaries. */
export function formatRupees(n: number): string {
  return `₹${formatIndianNumber(n)}`;
}

/** India has one time zone (IST, UTC+5:30, no daylight saving): dates show its calendar day. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

let ddMmYyyyInIndia: Intl.DateTimeFormat | undefined;

/**
 * dd/mm/yyyy of the calendar day in India, so the API (which runs in UTC) and every browser
 * print the same day: 2025-03-07T20:00:00Z is 01:30 on 8 March in India -> '08/03/2025'.
 * Takes a Date or an ISO string; '' for an invalid date.
 */
export function formatDdMmYyyy(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  ddMmYyyyInIndia ??= new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
  return ddMmYyyyInIndia.format(value);
}

/**
 * An amount of money changed, in the app's Lakhs and Cr: '₹1.5 Cr', '₹2.5 Lakhs'; below one lakh
 * the rupees themselves ('₹45,000'), since '₹0.5 Lakhs' would hide most of a small drop. The bell,
 * the car page and the API's SMS and e-mail texts all say a price drop with it.
 */
export function formatPriceChange(rupees: number): string {
  const amount = Math.abs(rupees);
  if (amount >= 10_000_000) return `₹${formatCompact(amount)}`;
  if (amount >= 100_000) return `₹${formatLakhs(amount)}`;
  return `₹${formatIndianNumber(Math.round(amount))}`;
}
