// The contract's two custom scalars: Decimal (exact amounts as strings) and EpochMillis (instants as integer ms).
import Decimal from 'decimal.js';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** Optional sign, digits, optional fraction: what a Decimal input must look like. */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
/** Longer inputs are refused before parsing: no amount in this domain needs more. */
const DECIMAL_MAX_LENGTH = 64;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value === null) return 'null';
  if (typeof value === 'object') return Array.isArray(value) ? 'a list' : 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Canonical text of a decimal: plain notation, no exponent, no trailing fraction zeros, no "-0". */
function canonical(d: Decimal): string {
  return d.isZero() ? '0' : d.toFixed();
}

function parseDecimalInput(value: unknown): string {
  if (typeof value !== 'string' || value.length > DECIMAL_MAX_LENGTH || !DECIMAL_PATTERN.test(value)) {
    throw badInput(
      `Decimal must be a string of digits with an optional sign and fraction, like "1200" or "-350.50"; got ${describe(value)}`,
    );
  }
  return canonical(new Decimal(value));
}

export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'An exact decimal amount carried as a string, for example "12000" or "-350.5". Never a float.',
  serialize(value: unknown): string {
    if (Decimal.isDecimal(value)) {
      if (!value.isFinite()) throw new GraphQLError(`Decimal cannot represent ${value.toString()}`);
      return canonical(value);
    }
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new GraphQLError(`Decimal cannot represent ${value}`);
      return canonical(new Decimal(value));
    }
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'string' && value.length <= DECIMAL_MAX_LENGTH) {
      // Database numerics arrive as strings; accept exponent notation too, then canonicalise.
      try {
        const d = new Decimal(value.trim());
        if (d.isFinite()) return canonical(d);
      } catch {
        // fall through to the error below
      }
    }
    throw new GraphQLError(`Decimal cannot represent ${describe(value)}`);
  },
  parseValue: parseDecimalInput,
  parseLiteral(ast: ValueNode): string {
    if (ast.kind !== Kind.STRING) {
      throw badInput(
        `Decimal must be given as a string literal, like "1200" or "-350.50"; got a ${ast.kind} literal`,
      );
    }
    return parseDecimalInput(ast.value);
  },
});

function parseEpochMillisInput(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw badInput(`EpochMillis must be a non-negative integer of milliseconds; got ${describe(value)}`);
  }
  return value;
}

export const EpochMillisScalar = new GraphQLScalarType<number, number>({
  name: 'EpochMillis',
  description: 'An instant as integer milliseconds since the Unix epoch (UTC).',
  serialize(value: unknown): number {
    if (value instanceof Date) {
      const ms = value.getTime();
      if (Number.isNaN(ms)) throw new GraphQLError('EpochMillis cannot represent an invalid Date');
      return ms;
    }
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    if (typeof value === 'bigint' && Number.isSafeInteger(Number(value))) return Number(value);
    if (typeof value === 'string' && /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value))) {
      return Number(value);
    }
    throw new GraphQLError(
      `EpochMillis cannot represent ${describe(value)}: expected a Date or integer milliseconds`,
    );
  },
  parseValue: parseEpochMillisInput,
  parseLiteral(ast: ValueNode): number {
    if (ast.kind !== Kind.INT) {
      throw badInput(`EpochMillis must be a non-negative integer of milliseconds; got a ${ast.kind} literal`);
    }
    return parseEpochMillisInput(Number(ast.value));
  },
});

/** The scalars as a resolver map, the first entry of the merged resolvers. */
export const scalarResolvers = {
  Decimal: DecimalScalar,
  EpochMillis: EpochMillisScalar,
};
