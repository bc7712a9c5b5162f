// A failed request, said in the console's language with its next step: the one mapping from
// statuses, GraphQL codes and network failures to texts, for query errors, action dialogs, toasts and the error
// screen. Raw error objects (JSON, 'Failed to fetch', graphql-request's dump of the request) never reach the screen.
import { graphQLErrorCode, graphQLErrorsOf, isTimeoutError, statusOf } from '../api/api-error';
import { earlyText } from '../../i18n/early-texts';
// Each text read when it is needed, so it follows the language (from early-texts.ts: this file is in the entry chunk).

/** GraphQL codes whose message is the server's own sentence for the user (a refusal), shown as it is. */
const STATED_REFUSALS = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'CONFLICT',
  'IDEMPOTENCY_KEY_IN_USE',
  'IDEMPOTENCY_ANSWER_WITHHELD',
]);

/** 'Failed to fetch dynamically imported module' and its Firefox/Safari forms: a chunk gone after a deploy. */
function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/** Fetch's own failures ('Failed to fetch', 'NetworkError when attempting…', 'Load failed') outside our clients. */
function isRawNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

function byStatus(status: number): string | undefined {
  if (status === 0) return earlyText('ui.error.network');
  if (status === 401) return earlyText('ui.error.signedOut');
  if (status === 403) return earlyText('ui.error.forbidden');
  if (status === 404) return earlyText('ui.error.notFound');
  if (status === 408 || status === 504) return earlyText('ui.error.timeout');
  if (status === 413) return earlyText('ui.error.tooLarge');
  if (status === 429) return earlyText('ui.error.rateLimited');
  if (status === 502 || status === 503) return earlyText('ui.error.unavailable', { status });
  if (status >= 500) return earlyText('ui.error.server', { status });
  if (status >= 300) return earlyText('ui.error.refused', { status });
  return undefined;
}

function byGraphQLCode(error: unknown): string | undefined {
  const code = graphQLErrorCode(error);
  if (code === undefined) return undefined;
  if (STATED_REFUSALS.has(code)) {
    const stated = graphQLErrorsOf(error)
      .map((e) => (typeof e.message === 'string' ? e.message.trim() : ''))
      .filter(Boolean);
    if (stated.length) return [...new Set(stated)].join(' / ');
  }
  if (code === 'FORBIDDEN') return earlyText('ui.error.forbidden');
  if (code === 'LAST_DECIDERS') return earlyText('ui.error.lastDeciders');
  if (code === 'UNAUTHENTICATED') return earlyText('ui.error.signedOut');
  if (code === 'NOT_FOUND') return earlyText('ui.error.notFound');
  if (code === 'TOO_MANY_REQUESTS') return earlyText('ui.error.rateLimited');
  if (code === 'PAYLOAD_TOO_LARGE') return earlyText('ui.error.tooLarge');
  if (code === 'SERVICE_UNAVAILABLE') return earlyText('ui.error.unavailable', { status: 503 });
  const status = statusOf(error);
  return earlyText('ui.error.server', { status: status !== undefined && status >= 500 ? status : 500 });
}

/** The text for any failure: what happened and what to do next. */
export function errorText(error: unknown): string {
  if (isTimeoutError(error)) return earlyText('ui.error.timeout');
  const fromCode = byGraphQLCode(error);
  if (fromCode) return fromCode;
  const status = statusOf(error);
  const fromStatus = status === undefined ? undefined : byStatus(status);
  if (fromStatus) return fromStatus;
  if (isChunkLoadFailure(error)) return earlyText('ui.error.appUpdated');
  if (isRawNetworkFailure(error)) return earlyText('ui.error.network');
  return earlyText('ui.error.unexpected');
}
