// A failed query's message: the server's own text (a GraphQL error such as BAD_USER_INPUT), else the
// HTTP or network failure.
import { ApiError, graphQLErrorsOf, statusOf } from '../api/api-error';
import { MESSAGES } from '../messages';

/** The text to show for a failed request. */
export function errorMessageOf(error: unknown): string {
  const messages = graphQLErrorsOf(error)
    .map((e) => (typeof e.message === 'string' ? e.message : ''))
    .filter(Boolean);
  if (messages.length) return [...new Set(messages)].join(' / ');
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.common.somethingWentWrong;
}

/**
 * A failure written out for the 'an error occurred' slot of a modal (document 2 §8): name, status, code and the
 * server's GraphQL errors as JSON. graphql-request's own message (the whole request, variables included) is
 * left out: it would echo personal data.
 */
export function serializeError(error: unknown): string {
  const record: Record<string, unknown> = {};
  const graphQLErrors = graphQLErrorsOf(error);
  if (error instanceof Error) {
    record.name = error.name;
    if (!graphQLErrors.length) record.message = error.message;
  }
  const status = statusOf(error);
  if (status !== undefined) record.status = status;
  if (error instanceof ApiError && error.code) record.code = error.code;
  if (graphQLErrors.length) {
    record.errors = graphQLErrors.map((e) => ({ message: e.message, code: e.extensions?.code }));
  }
  if (!Object.keys(record).length) {
    try {
      return JSON.stringify(error) ?? String(error);
    } catch {
      return String(error);
    }
  }
  return JSON.stringify(record);
}

export function QueryError({ error }: { error: unknown }) {
  return (
    <div className="query-error" role="alert">
      <strong>{MESSAGES.common.somethingWentWrong}</strong>
      <p>{errorMessageOf(error)}</p>
    </div>
  );
}
