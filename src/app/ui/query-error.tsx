// A failed query's message: the server's own text (a GraphQL error such as BAD_USER_INPUT), else the
// HTTP or network failure.
import { graphQLErrorsOf } from '../api/api-error';
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

export function QueryError({ error }: { error: unknown }) {
  return (
    <div className="query-error" role="alert">
      <strong>{MESSAGES.common.somethingWentWrong}</strong>
      <p>{errorMessageOf(error)}</p>
    </div>
  );
}
