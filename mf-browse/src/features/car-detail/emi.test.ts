import { EMI_ANNUAL_RATE_PERCENT, EMI_TENURE_MONTHS, monthlyEmi } from './emi';

describe('monthlyEmi', () => {
  it('matches the reducing-balance formula (10 lakh, 9.5%, 60 months)', () => {
    // Standard bank calculators give Rs. 21,002 for these inputs.
    expect(monthlyEmi(1_000_000, 9.5, 60)).toBe(21_002);
  });

  it('uses the stated default rate and tenure', () => {
    expect(EMI_ANNUAL_RATE_PERCENT).toBe(9.5);
    expect(EMI_TENURE_MONTHS).toBe(60);
    expect(monthlyEmi(600_000)).toBe(monthlyEmi(600_000, 9.5, 60));
  });

  it('divides evenly at 0% and returns 0 for no price', () => {
    expect(monthlyEmi(120_000, 0, 12)).toBe(10_000);
    expect(monthlyEmi(0)).toBe(0);
    expect(monthlyEmi(-5)).toBe(0);
  });

  it('grows with the price', () => {
    expect(monthlyEmi(800_000)).toBeGreaterThan(monthlyEmi(400_000));
  });
});
