// The edge of /graphql: checks a request's shape, its text and the work its document asks for before mercurius
// parses, validates or runs anything, so a refused request costs about what reading it cost.
import { GraphQLError, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import { badUserInput, requestRefused } from './guards';
import { checkRequestLimits, type RequestLimits } from './request-limits';
import {
  invalidTextMessage,
  findInvalidTextInDocument,
  findInvalidTextInJson,
  isInvalidText,
} from './text-input';

/** Documents that passed, remembered so a document the console sends again is not parsed twice. */
const ACCEPTED_CACHE_ENTRIES = 500;
/** Longer documents are checked every time rather than kept (the console's longest is about 2 KB). */
const ACCEPTED_CACHE_MAX_CHARS = 16 * 1024;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const BAD_BODY =
  'A GraphQL request is a JSON object with a "query" string and optional "variables" object and "operationName" string.';

function invalidText(field: string) {
  return badUserInput(invalidTextMessage(field), field);
}

export interface RequestGateOptions {
  schema: GraphQLSchema;
  limits: RequestLimits;
  /** Introspection is allowed (development): its fields are left out of the limits. */
  introspection: boolean;
}

/** Returns the check the route runs on each parsed body; it throws the refusal the client gets. */
export function createRequestGate(options: RequestGateOptions): (body: unknown) => void {
  const accepted = new Set<string>();

  const checkDocument = (query: string): void => {
    if (isInvalidText(query)) throw invalidText('query');
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: options.limits.maxTokens });
    } catch (error) {
      const message = error instanceof GraphQLError ? error.message : 'Syntax Error';
      if (/more that \d+ tokens/.test(message)) {
        throw requestRefused(
          400,
          'QUERY_TOO_COMPLEX',
          `Document too long: at most ${options.limits.maxTokens} tokens are allowed.`,
          { limit: 'tokens', max: options.limits.maxTokens },
        );
      }
      throw requestRefused(400, 'GRAPHQL_PARSE_FAILED', message);
    }
    const field = findInvalidTextInDocument(document);
    if (field) throw invalidText(field);
    const { violation } = checkRequestLimits(options.schema, document, options.limits, {
      skipIntrospection: options.introspection,
    });
    if (violation) {
      throw requestRefused(400, 'QUERY_TOO_COMPLEX', violation.message, {
        limit: violation.limit,
        max: violation.max,
      });
    }
  };

  return (body: unknown): void => {
    if (!isPlainObject(body) || typeof body.query !== 'string' || body.query.trim() === '') {
      throw requestRefused(400, 'BAD_REQUEST', BAD_BODY);
    }
    const { query, variables, operationName } = body;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
      throw requestRefused(400, 'BAD_REQUEST', BAD_BODY);
    }
    if (variables !== undefined && variables !== null && !isPlainObject(variables)) {
      throw requestRefused(400, 'BAD_REQUEST', BAD_BODY);
    }
    if (typeof operationName === 'string' && isInvalidText(operationName)) throw invalidText('operationName');
    const variablePath = variables ? findInvalidTextInJson(variables) : undefined;
    if (variablePath) throw invalidText(variablePath);

    if (accepted.has(query)) return;
    checkDocument(query);
    if (query.length <= ACCEPTED_CACHE_MAX_CHARS) {
      if (accepted.size >= ACCEPTED_CACHE_ENTRIES) accepted.delete(accepted.values().next().value!);
      accepted.add(query);
    }
  };
}
