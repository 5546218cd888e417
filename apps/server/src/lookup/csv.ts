/**
 * A small RFC 4180 CSV reader and writer: comma-separated, fields optionally in double quotes
 * (which may hold commas, line breaks and doubled quotes), CRLF or LF line ends, a UTF-8 BOM
 * ignored. Enough for the directory files; not a general-purpose parser (no other separators).
 */

/** Every row as its fields; a blank line is skipped. Throws on an unterminated quoted field. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoted = false;
  let rowHasContent = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (rowHasContent || row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    rowHasContent = false;
  };
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      rowHasContent = true;
    } else if (c === ',') endField();
    else if (c === '\n') endRow();
    else if (c === '\r') {
      if (text[i + 1] !== '\n') endRow();
    } else field += c;
    i++;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** Rows as objects keyed by the (trimmed, lower-cased) header of the first row. */
export function parseCsvRecords(text: string): {
  header: string[];
  records: Record<string, string>[];
} {
  const [first, ...rest] = parseCsv(text);
  const header = (first ?? []).map((name) => name.trim().toLowerCase());
  const records = rest.map((fields) => {
    const record: Record<string, string> = {};
    header.forEach((name, index) => (record[name] = (fields[index] ?? '').trim()));
    return record;
  });
  return { header, records };
}

const quote = (value: string): string =>
  /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;

/** CSV text of a header and rows, LF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((fields) => fields.map(quote).join(',')).join('\n') + '\n';
}
