// Builds CSV text with papaparse and hands it to the browser as a file download.
import Papa from 'papaparse';

export function toCsv(rows: ReadonlyArray<Record<string, string | number>>, columns: readonly string[]): string {
  return Papa.unparse({ fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) });
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
