// Lead CSVs for sellers: one row per enquiry, columns a spreadsheet user expects. Text a buyer
// typed (name, message) is escaped by toCsv so it cannot run as a spreadsheet formula.
import type { InterestedBuyer } from '@carmarket/shared';
import { toCsv } from '../../lib/csv-download';
import { formatDdMmYyyy } from '../../lib/dates';

export const LEAD_COLUMNS = ['Name', 'Phone', 'Email', 'Location', 'Car', 'Car Price', 'Enquired On', 'Preferences', 'Message'] as const;

export function buildLeadsCsv(buyers: readonly InterestedBuyer[]): string {
  return toCsv(
    buyers.map((buyer) => ({
      Name: buyer.name,
      // The bare 10 digits: a leading '+' would read as a formula and be escaped with a quote.
      Phone: buyer.phone,
      Email: buyer.email ?? '',
      Location: buyer.location,
      Car: buyer.carTitle,
      'Car Price': buyer.carPrice,
      'Enquired On': formatDdMmYyyy(buyer.createdAt),
      Preferences: buyer.preferences.join('; '),
      Message: buyer.message ?? '',
    })),
    LEAD_COLUMNS,
  );
}

/** 'leads-hyundai-creta-sx.csv' or 'leads-all-cars.csv'. */
export function leadsFileName(carName?: string): string {
  const slug = (carName ?? 'all cars')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `leads-${slug || 'car'}.csv`;
}
