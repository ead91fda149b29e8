import { strToU8, zipSync } from 'fflate';

/** One table of the export: a CSV file in the zip. */
export type ExportTable = {
  /** The file name without `.csv` (e.g. orders). */
  name: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number | boolean | null)[])[];
};

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet
 * would run as a formula (= + - @ at the start, OWASP "CSV injection") is prefixed with `'`.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A table as CSV: UTF-8 with a BOM (so Excel reads the Chinese), CRLF line ends, the header first. */
export function toCsv(table: ExportTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The export bundle (issue #13): `data.json` with everything, nested, and one CSV per table, in one
 * zip: a single download that keeps the parts together, readable by programs (JSON) and by people
 * in a spreadsheet (CSV). Built in memory; the route sends it in the answer's body only.
 */
export function zipBundle(
  data: unknown,
  tables: readonly ExportTable[],
  now: Date,
): { zip: Uint8Array; files: string[] } {
  const mtime = now;
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {
    'data.json': [strToU8(`${JSON.stringify(data, null, 2)}\n`), { mtime }],
  };
  for (const table of tables) entries[`${table.name}.csv`] = [strToU8(toCsv(table)), { mtime }];
  return { zip: zipSync(entries, { level: 6 }), files: Object.keys(entries) };
}
