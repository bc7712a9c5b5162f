// What a staff action's rule answers, for the GraphQL layer and for later bulk jobs alike: done (with what changed),
// a business refusal answered as a value (EmailExists, ErrorActiveContracts…), or invalid input (bad or unknown
// ids, a reason that does not exist, an empty message). Rules never throw for these, so a bulk job can go on with
// the next consumer; anything thrown is a failure that rolls the whole transaction back.
import { isBlankText } from '../../src/shared/blank-text';

/** A transaction (or the database): the rules run statements and, for unique checks, savepoints. */
export type { Db as Tx } from '../db/sql';

export interface Actor {
  /** The staff member's e-mail: consumer_history.agent, flagged_by, creator… (the maker of an approved change). */
  email: string;
  /** The second person, when the change is applied on approval (four eyes): consumer_history.approved_by. */
  approverEmail?: string | null;
}

export type ActionOutcome<T> =
  | {
      status: 'done';
      value: T;
      /** before → after and whatever else the audit row should say. */
      audit: Record<string, unknown>;
      /** The row the action turned out to touch, when the input did not name it (unflag by flag ids). */
      target?: { type: string; id: string };
    }
  | { status: 'dry_run'; value: T; audit: Record<string, unknown> }
  | { status: 'refused'; value: T; audit: Record<string, unknown> }
  | {
      status: 'invalid';
      /** LAST_DECIDERS: the change would leave fewer than two members who can approve staff changes. */
      code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'LAST_DECIDERS';
      message: string;
      field?: string;
    };

export const badInput = (message: string, field?: string): ActionOutcome<never> => ({
  status: 'invalid',
  code: 'BAD_USER_INPUT',
  message,
  field,
});

export const unknown = (message: string): ActionOutcome<never> => ({
  status: 'invalid',
  code: 'NOT_FOUND',
  message,
});

/** Free-text limits, counted in characters (code points) after decoding. */
export const MESSAGE_LIMITS = {
  /** createAdminLogV2. */
  adminLog: 2000,
  /** createFraudManagementEventLog and the unflag message. */
  fraudMessage: 1000,
  /** closeConsumer's reason. */
  closeReason: 500,
} as const;

/** Payment fraud flags changed by one call at most: ten of the tab's 100-row pages. */
export const MAX_PAYMENTS_PER_CALL = 1000;

const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/**
 * A one-line message rule: required (not blank), no line breaks, at most `limit` characters. Returns the message
 * trimmed, or why it is refused.
 */
export function checkOneLineMessage(
  input: string,
  limit: number,
  field = 'message',
  name = field,
): { ok: true; text: string } | { ok: false; outcome: ActionOutcome<never> } {
  if (LINE_BREAK.test(input))
    return { ok: false, outcome: badInput(`The ${name} may not contain line breaks`, field) };
  const text = input.trim();
  // Only whitespace, zero-width or control characters is no text: the reader would see nothing.
  if (isBlankText(text)) return { ok: false, outcome: badInput(`The ${name} is required`, field) };
  if ([...text].length > limit)
    return { ok: false, outcome: badInput(`The ${name} may be at most ${limit} characters long`, field) };
  return { ok: true, text };
}

/**
 * The admin-log rule: the console sends each line break as the two characters backslash and n, and a real line break
 * is refused. The stored text has real line breaks (the Logs tab shows them as such); a backslash-n typed by hand
 * cannot be told apart and becomes a line break too.
 */
export function decodeAdminLogMessage(
  input: string,
): { ok: true; text: string } | { ok: false; outcome: ActionOutcome<never> } {
  if (LINE_BREAK.test(input))
    return {
      ok: false,
      outcome: badInput('The message may not contain line breaks; send them as \\n', 'message'),
    };
  const text = input
    .replace(/\\n/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
  if (isBlankText(text))
    return { ok: false, outcome: badInput('The admin log message is required', 'message') };
  if ([...text].length > MESSAGE_LIMITS.adminLog)
    return {
      ok: false,
      outcome: badInput(`The message may be at most ${MESSAGE_LIMITS.adminLog} characters long`, 'message'),
    };
  return { ok: true, text };
}

/** PostgreSQL's unique_violation on the named index (drizzle wraps the driver's error in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
