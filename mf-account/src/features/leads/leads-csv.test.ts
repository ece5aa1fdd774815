import Papa from 'papaparse';
import { makeBuyer } from '../../testing/factories';
import { buildLeadsCsv, LEAD_COLUMNS, leadsFileName } from './leads-csv';

describe('buildLeadsCsv', () => {
  it('writes a header and one row per enquiry, quoting commas and quotes', () => {
    const csv = buildLeadsCsv([
      makeBuyer({
        name: 'Vikram Singh',
        phone: '9988776655',
        createdAt: '2025-05-02T09:30:00',
        message: 'Hi, is it "final"?',
        preferences: ['SUV', 'Diesel'],
      }),
      makeBuyer({ name: 'Neha Gupta', email: null, message: null }),
    ]);
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual([...LEAD_COLUMNS]);
    expect(parsed.data).toHaveLength(3);
    const row = Object.fromEntries(LEAD_COLUMNS.map((c, i) => [c, parsed.data[1]![i]]));
    expect(row).toMatchObject({
      Name: 'Vikram Singh',
      Phone: '9988776655',
      'Enquired On': '02/05/2025',
      Preferences: 'SUV; Diesel',
      Message: 'Hi, is it "final"?',
      'Car Price': '1050000',
    });
    expect(parsed.data[2]![2]).toBe('');
  });

  it('keeps what a buyer typed from running as a spreadsheet formula', () => {
    const csv = buildLeadsCsv([makeBuyer({ name: '=cmd|" /C calc"!A0', message: '@SUM(1+1)*cmd' })]);
    const [, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(row![LEAD_COLUMNS.indexOf('Name')]).toBe(`'=cmd|" /C calc"!A0`);
    expect(row![LEAD_COLUMNS.indexOf('Message')]).toBe(`'@SUM(1+1)*cmd`);
    expect(row![LEAD_COLUMNS.indexOf('Phone')]).toBe('9988776655');
  });

  it('writes only the header when there are no leads', () => {
    expect(buildLeadsCsv([]).trim()).toBe(LEAD_COLUMNS.join(','));
  });
});

describe('leadsFileName', () => {
  it('names the file after the car, or all cars', () => {
    expect(leadsFileName('Hyundai Creta SX (O)')).toBe('leads-hyundai-creta-sx-o.csv');
    expect(leadsFileName()).toBe('leads-all-cars.csv');
  });
});
