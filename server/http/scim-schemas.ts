// The route schemas of /scim/v2/Users: what each call's params, query string and body must be, and SCIM's own
// answers (User, ListResponse, Error). Input that fails a schema becomes the ScimInputError the call's rule would
// have thrown (same detail and scimType), so runCall audits and answers it like any refused input.
import type { SchemaErrorFormatter } from 'fastify/types/schema';
import { ScimInputError, type ScimErrorType } from '../domain/scim/scim-user';
import { failingField, stringFields } from './route-schema';

type Refusals = Readonly<Record<string, readonly [string, ScimErrorType]>>;

/** The refusal of the first failing field; `whole` when the input as a whole is wrong. */
function scimRefusals(refusals: Refusals, whole: readonly [string, ScimErrorType]): SchemaErrorFormatter {
  return (errors) => {
    const field = failingField(errors[0]);
    const [message, scimType] = (field !== null && refusals[field]) || whole;
    return new ScimInputError(message, scimType);
  };
}

/** SCIM's booleans arrive as JSON booleans or, from Entra ID, as the strings "True" and "False". */
const ACTIVE = {
  anyOf: [{ type: 'boolean' }, { type: 'string', pattern: '^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$' }],
} as const;
const NOT_A_USER = ['The body must be a SCIM User', 'invalidSyntax'] as const;
const ACTIVE_REFUSAL = ['active must be true or false', 'invalidValue'] as const;

/** A SCIM message's `schemas`: the URNs it follows. */
const URNS = { type: 'array', items: { type: 'string' } } as const;

const SCIM_ERROR_ANSWER = {
  type: 'object',
  properties: {
    schemas: URNS,
    status: { type: 'string' },
    scimType: { type: 'string' },
    detail: { type: 'string' },
  },
} as const;

const SCIM_USER_ANSWER = {
  type: 'object',
  properties: {
    schemas: URNS,
    id: { type: 'string' },
    userName: { type: 'string' },
    displayName: { type: 'string' },
    emails: {
      type: 'array',
      items: {
        type: 'object',
        properties: { value: { type: 'string' }, primary: { type: 'boolean' }, type: { type: 'string' } },
      },
    },
    active: { type: 'boolean' },
    meta: {
      type: 'object',
      properties: { resourceType: { type: 'string' }, location: { type: 'string' } },
    },
  },
} as const;

const SCIM_LIST_ANSWER = {
  type: 'object',
  properties: {
    schemas: URNS,
    totalResults: { type: 'integer' },
    startIndex: { type: 'integer' },
    itemsPerPage: { type: 'integer' },
    Resources: { type: 'array', items: SCIM_USER_ANSWER },
  },
} as const;

/** Every refusal is a SCIM Error; a 200 or 201 of a change may be a held change's error, so only reads name it. */
const ERRORS = { '4xx': SCIM_ERROR_ANSWER, '5xx': SCIM_ERROR_ANSWER } as const;
const BY_ID = stringFields('id');

/** Route options: the schema, and its failures handed to the call (attachValidation) rather than answered. */
const route = <S extends object>(schema: S, refusals?: SchemaErrorFormatter) => ({
  schema,
  attachValidation: true,
  ...(refusals ? { schemaErrorFormatter: refusals } : {}),
});

export const LIST_USERS = route(
  {
    querystring: stringFields('filter', 'startIndex', 'count'),
    response: { 200: SCIM_LIST_ANSWER, ...ERRORS },
  },
  scimRefusals(
    {
      filter: ['Only the filter userName eq "…" is supported', 'invalidFilter'],
      startIndex: ['startIndex is a number, given once', 'invalidValue'],
      count: ['count is a number, given once', 'invalidValue'],
    },
    ['The query string is not valid', 'invalidSyntax'],
  ),
);

export const GET_USER = route({ params: BY_ID, response: { 200: SCIM_USER_ANSWER, ...ERRORS } });

/** POST: active is read before userName, as userFromBody reads them. */
export const CREATE_USER = route(
  {
    body: {
      type: 'object',
      allOf: [
        { properties: { active: ACTIVE } },
        { required: ['userName'], properties: { userName: { type: 'string', pattern: '\\S' } } },
      ],
    },
    response: ERRORS,
  },
  scimRefusals({ active: ACTIVE_REFUSAL, userName: ['userName is required', 'invalidValue'] }, NOT_A_USER),
);

export const REPLACE_USER = route(
  { params: BY_ID, body: { type: 'object', properties: { active: ACTIVE } }, response: ERRORS },
  scimRefusals({ active: ACTIVE_REFUSAL }, NOT_A_USER),
);

/** PATCH: the operations' own rules (op, path, value) are activeFromPatch's. */
export const PATCH_USER = route(
  {
    params: BY_ID,
    body: { type: 'object', required: ['Operations'], properties: { Operations: { type: 'array' } } },
    response: ERRORS,
  },
  scimRefusals({}, ['A PATCH needs Operations', 'invalidSyntax']),
);

export const DELETE_USER = route({ params: BY_ID, response: ERRORS });
