import type { Participant } from '@meetspace/domain';

// The participants export: a CSV file built in the browser from the participants call.

/** The columns of the export, in order: the header's words come from the page (its language). */
export const CSV_COLUMNS = [
  'FirstName',
  'LastName',
  'Email',
  'Organization',
  'Status',
  'Amount',
  'Currency',
  'PaidAt',
  'CheckedInAt',
  'City',
  'Country',
  'Tags',
  'CreatedAt',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break (quotes
 * doubled). A text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets an
 * apostrophe in front, so a participant's name cannot become a formula in the organiser's sheet.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The participants as CSV: a header row (`header` gives each column's words) and one row per
 * participant, CRLF line ends, a byte order mark so spreadsheets read UTF-8. `status` gives a
 * status's words.
 */
export function participantsCsv(
  rows: readonly Participant[],
  header: (column: CsvColumn) => string,
  status: (status: Participant['Status']) => string,
): string {
  const lines = [CSV_COLUMNS.map((c) => csvField(header(c))).join(',')];
  for (const p of rows) {
    const cells: Record<CsvColumn, string | number | null> = {
      FirstName: p.FirstName,
      LastName: p.LastName,
      Email: p.Email,
      Organization: p.Organization,
      Status: status(p.Status),
      Amount: p.Amount.toFixed(2),
      Currency: p.Currency,
      PaidAt: p.PaidAt,
      CheckedInAt: p.CheckedInAt,
      City: p.City,
      Country: p.Country,
      Tags: p.Tags.join(', '),
      CreatedAt: p.CreatedAt,
    };
    lines.push(CSV_COLUMNS.map((c) => csvField(cells[c])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
