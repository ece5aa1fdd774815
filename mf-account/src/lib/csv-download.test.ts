import Papa from 'papaparse';
import { toCsv } from './csv-download';

const parse = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

describe('toCsv', () => {
  it('writes the header and the cells in column order', () => {
    expect(parse(toCsv([{ B: 'two', A: 'one' }], ['A', 'B']))).toEqual([
      ['A', 'B'],
      ['one', 'two'],
    ]);
  });

  it.each(['=HYPERLINK("http://evil.example","Click")', '+91 9988776655', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1', '=1+1\nsecond line'])(
    'keeps %j from running as a formula',
    (cell) => {
      const [, row] = parse(toCsv([{ Message: cell }], ['Message']));
      expect(row![0]).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary text and numbers as they are', () => {
    const [, row] = parse(toCsv([{ Message: 'Is it 1+1 = 2?', Email: 'a@b.in', Price: -5 }], ['Message', 'Email', 'Price']));
    expect(row).toEqual(['Is it 1+1 = 2?', 'a@b.in', '-5']);
  });
});
