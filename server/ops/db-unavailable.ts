// Recognises a failure that means "the database is not there right now" (a restart, a failover, terminated
// backends, a refused connection) rather than a fault of the request: callers answer 503 with a clear message
// instead of an internal error, and the pool reconnects on its own once the database is back.

/** SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: shutdown, terminated backend). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4])$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own messages when the socket goes away or no connection comes in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)|is not currently accepting connections/;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again in a moment.';

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const record = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof record.code === 'string') {
    if (UNAVAILABLE_SQLSTATE.test(record.code) || UNAVAILABLE_NODE_CODES.has(record.code)) return true;
  }
  if (typeof record.message === 'string' && UNAVAILABLE_MESSAGE.test(record.message)) return true;
  // drizzle wraps the driver's error (DrizzleQueryError.cause); GraphQL errors keep it as originalError.
  return (
    isDatabaseUnavailable(record.cause, depth + 1) ||
    isDatabaseUnavailable((error as { originalError?: unknown }).originalError, depth + 1)
  );
}
