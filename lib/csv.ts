// CSV as RFC 4180 writes it: fields separated by commas, records by CRLF; a field holding a comma, a double
// quote, CR or LF (or leading/trailing spaces, which some readers trim) is wrapped in double quotes, with each
// inner double quote doubled. (csv-stringify is not among the dependencies; this is all the export needs.)
//
// Formula-safe: spreadsheets run a cell that starts with = + - @ (or a tab or CR, which some of them skip before
// looking) as a formula, so such a cell gets a leading apostrophe and reads as the text it is (OWASP "CSV
// injection"). Text the export writes itself never starts so; anything a person typed might.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  const raw = value === null || value === undefined ? '' : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** Records, each line ending in CRLF (for writing a file in parts after its header). */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${csvRecord(row)}\r\n`).join('');
}

/** A header row and the records, each line ending in CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvLines([header, ...rows]);
}
