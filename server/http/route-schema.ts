// The REST routes' Fastify route schemas (body, params, query string, answers) and how a request that fails its
// schema is refused: with the route's own message for the field that failed, in the route's own error body. Bodies
// are checked as sent, without Fastify's default type coercion (a 1 is no "1", a ["ja"] no "ja"), so a schema
// accepts exactly what the route's rule accepts.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorFormatter } from 'fastify/types/schema';

import { errorHandler, sendError } from './errors';

/** Fastify's Ajv compiler, with its options but for coercion. */
const compileAsSent = AjvCompiler()({}, { customOptions: { coerceTypes: false } });

/** The route group's schemas check their input as sent (encapsulated: other groups keep Fastify's default). */
export function validateAsSent(app: FastifyInstance): void {
  app.setValidatorCompiler(compileAsSent);
}

/** The message a route answers when a field fails its schema, by field name. */
export type FieldRefusals = Readonly<Record<string, string>>;

/**
 * The route group's error handler: input that fails a schema is answered 400 { code: 'BadRequest', message } with
 * the route's message (`refuseWith`), not cached; any other error goes to `otherwise`.
 */
export function refuseInvalidInput(
  app: FastifyInstance,
  otherwise: typeof errorHandler = errorHandler,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    error.validation ? sendError(reply, 400, 'BadRequest', error.message) : otherwise(error, request, reply),
  );
}

/** The field a validation error is about: the property `required` misses, else the first step of its path. */
export function failingField(error: FastifySchemaValidationError | undefined): string | null {
  if (!error) return null;
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] || null;
}

/** The route's message for the first error (Ajv stops at it): its field's, or `whole` for the input as a whole. */
export function refusalMessage(
  errors: readonly FastifySchemaValidationError[],
  refusals: FieldRefusals,
  whole: string,
): string {
  const field = failingField(errors[0]);
  return (field !== null && refusals[field]) || whole;
}

/** A schemaErrorFormatter for `refusalMessage`: the error reaches the route's error handler with `validation` set. */
export function refuseWith(refusals: FieldRefusals, whole: string): SchemaErrorFormatter {
  return (errors) => new Error(refusalMessage(errors, refusals, whole));
}

/** The REST error body, { code, message } (errors.ts), and the permission a refusal for a missing one names. */
export const ERROR_ANSWER = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    permission: { type: 'string' },
  },
} as const;

/** An object of named string fields (a params or query-string schema). */
export function stringFields(...names: string[]) {
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  } as const;
}
