// One CSV cell as the console writes it (legal-status results, bulk cancellation results): Excel-safe, RFC 4180.

/**
 * A cell Excel would read as a formula (=, +, -, @) or that starts with a tab or CR (which some readers
 * strip, exposing what follows) gets an apostrophe in front, so it opens as text (OWASP "CSV injection").
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: neutralised, then quoted when it holds a quote, a comma or a line break. */
export function csvField(value: string): string {
  const safe = neutraliseCsvCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
