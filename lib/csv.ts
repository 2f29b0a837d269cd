// CSV as RFC 4180 writes it: fields separated by commas, records by CRLF; a field holding a comma, a double
// quote, CR or LF (or leading/trailing spaces, which some readers trim) is wrapped in double quotes, with each
// inner double quote doubled. (csv-stringify is not among the dependencies; this is all the export needs.)

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** A header row and the records, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${csvRecord(row)}\r\n`).join('');
}
