// The bounds of what a client may send as an export's scope, and of what an audit row keeps of it: the refusals'
// audit rows join a hash chain that is never pruned, so neither the request nor the row may be made large.

/** A scope whose JSON is longer than this is refused with 413 before anything is written. */
export const MAX_SCOPE_BYTES = 16 * 1024;

/** The route's body limit: a scope at the bound with the table, the encoding and some spacing around it. */
export const EXPORT_REQUEST_BODY_LIMIT = 2 * MAX_SCOPE_BYTES;

/** Each filter value an audit row keeps is cut to this many characters. */
export const AUDIT_FILTER_VALUE_CHARS = 200;

/** The scope's size as JSON, in UTF-8 bytes. */
export function scopeBytes(scope: unknown): number {
  return Buffer.byteLength(JSON.stringify(scope) ?? '', 'utf8');
}

/**
 * The instants a filter may name: the years 1 to 9999, which both databases and Date#toISOString read (an epoch
 * like 1e20 is no Date at all, and 1e15 is the year 33658, which PostgreSQL reads but JavaScript writes as
 * +033658-…).
 */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

export function isFilterInstant(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= FIRST_INSTANT && value <= LAST_INSTANT
  );
}

/** The refusal of a scope field that is not a filter instant. */
export function filterInstantMessage(field: string): string {
  return `scope.${field} must be epoch milliseconds between the years 1 and 9999`;
}

function boundedValue(value: unknown): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.slice(0, AUDIT_FILTER_VALUE_CHARS);
  const json = JSON.stringify(value) ?? String(value);
  return json.length <= AUDIT_FILTER_VALUE_CHARS ? value : json.slice(0, AUDIT_FILTER_VALUE_CHARS);
}

/**
 * The filter an audit row names: the scope the table read (its known keys only, never what else the client
 * sent), each value cut to AUDIT_FILTER_VALUE_CHARS.
 */
export function auditFilter(scope: unknown): Record<string, unknown> {
  if (!scope || typeof scope !== 'object' || Array.isArray(scope)) return {};
  return Object.fromEntries(Object.entries(scope).map(([key, value]) => [key, boundedValue(value)]));
}
