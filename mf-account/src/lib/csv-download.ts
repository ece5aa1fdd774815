// Builds CSV text with papaparse and hands it to the browser as a file download.
import Papa from 'papaparse';

/**
 * A text cell a spreadsheet would read as a formula (CSV injection): it starts with = + - @,
 * a tab or a carriage return. papaparse prefixes such cells with ' so they stay text. Its own
 * default pattern (`/^[=+\-@\t\r].*$/`) misses a formula followed by a line break, so ours only
 * looks at the first character.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

export function toCsv(rows: ReadonlyArray<Record<string, string | number>>, columns: readonly string[]): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
    { escapeFormulae: FORMULA_START },
  );
}

export function downloadTextFile(fileName: string, text: string, mimeType = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
