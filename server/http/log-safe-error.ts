// What of an error may reach the log. Database errors carry the statement's parameters (drizzle's
// DrizzleQueryError appends "params: …" to its message and keeps `params`; pg and PGlite errors carry `detail`,
// `where` and quoted input values), which are e-mails, phones and names: none of that is written.

/** Error fields that name things (database objects, codes) rather than hold values; the rest is dropped. */
const NAMING_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'] as const;
const MAX_CAUSE_DEPTH = 3;

/** A five-character SQLSTATE marks an error from PostgreSQL or PGlite, whose messages may quote input values. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

function redactMessage(message: string, database: boolean): string {
  // drizzle: "Failed query: <SQL with $1 placeholders>\nparams: <values>": the SQL stays, the values go.
  let text = message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  // PostgreSQL quotes the offending input: invalid input syntax for type integer: "taro@example.jp".
  if (database) text = text.replace(/"[^"]*"/g, '"[redacted]"');
  return text;
}

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/** A log-safe copy of an error: its type, redacted message, stack frames, naming fields and cause. */
export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // Already made safe (the logger's serializer sees the copies this module makes) or not an error at all.
    if (error && typeof error === 'object' && 'type' in error && 'message' in error)
      return error as LoggedError;
    return { type: typeof error, message: '[redacted non-error value]' };
  }
  const record = error as unknown as Record<string, unknown>;
  const database = isDatabaseError(record);
  const type = error.constructor?.name || error.name || 'Error';
  const message = redactMessage(String(error.message ?? ''), database);
  const out: LoggedError = { type, message };
  for (const field of NAMING_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = logSafeError(error.cause, depth + 1);
  return out;
}
