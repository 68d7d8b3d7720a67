/**
 * Minimal RFC 4180 CSV reading and writing (quotes, doubled quotes, CRLF), enough for roster imports
 * and dashboard exports without a dependency.
 */

/**
 * Splits CSV text into rows of fields. A leading BOM is dropped; blank lines are kept as [""] so line
 * numbers stay right.
 * @returns rows of fields
 */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Quotes a field when needed; a leading = + - @ is prefixed with ' so spreadsheets do not run it. */
function quote(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Writes rows as CSV with CRLF line ends and a BOM (Excel reads UTF-8 then).
 * @returns the CSV text
 */
export function toCsv(rows: Array<Array<string | number>>): string {
  return `\uFEFF${rows.map((r) => r.map(quote).join(",")).join("\r\n")}\r\n`;
}

/**
 * A timestamp as a Japanese school reads it in a spreadsheet: Japan time, "2026-11-28 17:05".
 * @param iso - an ISO timestamp
 * @returns the local date and time (Japan has no daylight saving)
 */
export function japanTime(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
}
