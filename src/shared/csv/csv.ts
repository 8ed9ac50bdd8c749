// CSV the way Hungarian Excel opens and saves it (decision 0123): UTF-8 with a BOM, `;` between
// fields (the Hungarian list separator, because `,` is the decimal mark), CRLF line ends. Used by
// every export (contacts, financial reports, analytics), so each opens the same way.
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** A cell Excel would run as a formula gets a leading apostrophe; "+36 30 …" phone numbers and "-12 500" amounts stay. */
function safeCell(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][\d\s()]+(,\d+)?$/.test(value))) return `'${value}`;
  return value;
}

function quote(value: string): string {
  const v = safeCell(value);
  return /[";\r\n,]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/** A header line and one line per record, every cell guarded and quoted as needed. */
export function toCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  const lines = [header, ...records].map((cells) => cells.map(quote).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
