// The detail page's EMI, computed from the price instead of spec's fixed 'Rs. 6203' placeholder:
// a standard reducing-balance loan on the full price at the stated rate and tenure.
export const EMI_ANNUAL_RATE_PERCENT = 9.5;
export const EMI_TENURE_MONTHS = 60;

/** Monthly instalment, rounded to the rupee: P·r·(1+r)^n / ((1+r)^n − 1). */
export function monthlyEmi(principal: number, annualRatePercent = EMI_ANNUAL_RATE_PERCENT, months = EMI_TENURE_MONTHS): number {
  if (!(principal > 0) || !(months > 0)) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return Math.round(principal / months);
  const growth = (1 + r) ** months;
  return Math.round((principal * r * growth) / (growth - 1));
}
