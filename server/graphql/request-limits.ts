// Bounds the work one GraphQL request may ask for, measured on the parsed document before graphql-js validates
// it (some validation rules are quadratic in the number of fields, so an alias bomb must be refused first).
// Fragments are expanded where they are spread, so moving fields into a fragment never changes the verdict.
import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

export interface RequestLimits {
  /** Fields directly under the operation: each one is a resolver that runs its own SQL. */
  maxRootFields: number;
  /** Aliased fields anywhere in the operation: aliases are how one request repeats a field. */
  maxAliases: number;
  /** Levels of nested fields (a root field is level 1). */
  maxDepth: number;
  /** Estimated cost: every field costs 1 times the product of the multipliers of the lists above it. */
  maxCost: number;
  /** What a list field multiplies the cost of its sub-selection by (a guess of rows per list). */
  listMultiplier: number;
  /** Lexical tokens the parser reads before giving up (bounds parsing of an oversized document). */
  maxTokens: number;
}

/**
 * The limits of the console's endpoint. The documents the PWA sends (tests/unit/request-limits.test.ts measures
 * every one) reach at most 7 root fields (PlusTab), no aliases, depth 5 (the deepest path the schema has at all),
 * cost 728 (ConsumerPage: its payments and their captures) and 207 tokens. Each limit leaves room: about twice
 * the root fields, GraphQL Armor's 15 aliases, 3 levels beyond the schema, over 3 times the cost and about 10
 * times the tokens. docs/decisions.md ("GraphQL request limits") gives the reasoning.
 */
export const REQUEST_LIMITS: RequestLimits = {
  maxRootFields: 15,
  maxAliases: 15,
  maxDepth: 8,
  maxCost: 2_500,
  listMultiplier: 10,
  maxTokens: 2_000,
};

/**
 * Selections visited before the walk stops, whatever they cost: chains of fragment spreads cost nothing
 * themselves but take time to expand, so the walk's own work stays bounded.
 */
const VISIT_BUDGET_PER_COST = 8;

export type LimitName = 'rootFields' | 'aliases' | 'depth' | 'cost';

export interface DocumentMeasure {
  rootFields: number;
  aliases: number;
  depth: number;
  cost: number;
}

export interface LimitViolation {
  limit: LimitName;
  max: number;
  message: string;
}

const MESSAGES: Record<LimitName, (max: number) => string> = {
  rootFields: (max) => `Too many top-level fields: a request may ask for at most ${max}.`,
  aliases: (max) => `Too many aliases: a request may use at most ${max}.`,
  depth: (max) => `Selections nested too deeply: at most ${max} levels are allowed.`,
  cost: (max) => `Request too expensive: its estimated cost is over ${max}. Ask for fewer fields or lists.`,
};

function violation(limit: LimitName, max: number): LimitViolation {
  return { limit, max, message: MESSAGES[limit](max) };
}

/** Thrown inside the walk to stop at the first limit crossed. */
class Stop {
  constructor(readonly violation: LimitViolation) {}
}

type FieldOwner = GraphQLNamedType | undefined;

function fieldOf(owner: FieldOwner, name: string, atRoot: boolean) {
  if (atRoot && name === '__schema') return SchemaMetaFieldDef;
  if (atRoot && name === '__type') return TypeMetaFieldDef;
  if (owner && (isObjectType(owner) || isInterfaceType(owner))) {
    return owner.getFields()[name] as GraphQLField<unknown, unknown> | undefined;
  }
  return undefined;
}

export interface MeasureOptions {
  /**
   * Leave the schema's own introspection (`__schema`, `__type`) out of the count: set when introspection is on
   * (development), since it reads only the in-memory schema and tools ask for it deeply.
   */
  skipIntrospection?: boolean;
}

/**
 * Measures every operation of the document (all are validated, whichever one runs) and every fragment no
 * operation spreads (validation reads those too), stopping at the first limit crossed. Unknown fields and
 * fragments are counted as far as they can be and left for validation to refuse.
 */
export function checkRequestLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: RequestLimits = REQUEST_LIMITS,
  options: MeasureOptions = {},
): { measure: DocumentMeasure; violation?: LimitViolation } {
  const measure: DocumentMeasure = { rootFields: 0, aliases: 0, depth: 0, cost: 0 };
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const spread = new Set<string>();
  // A field asked twice at one place (directly and through a fragment, or by two fragments) is resolved once:
  // its cost counts once per response path, as execution merges it.
  const costed = new Set<string>();
  let visitsLeft = limits.maxCost * VISIT_BUDGET_PER_COST;

  /** Marks every fragment spread under a selection left out of the count (each fragment is read once). */
  const markSpreads = (selectionSet: SelectionSetNode | undefined): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        if (spread.has(name)) continue;
        spread.add(name);
        markSpreads(fragments.get(name)?.selectionSet);
      } else {
        markSpreads(selection.selectionSet);
      }
    }
  };

  const walk = (
    selectionSet: SelectionSetNode,
    owner: FieldOwner,
    depth: number,
    multiplier: number,
    expanding: string[],
    path: string,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (--visitsLeft < 0) throw new Stop(violation('cost', limits.maxCost));
      if (selection.kind === Kind.FIELD) {
        const level = depth + 1;
        // Aliases first: an alias bomb at the root is named as what it is.
        if (selection.alias && ++measure.aliases > limits.maxAliases) {
          throw new Stop(violation('aliases', limits.maxAliases));
        }
        if (depth === 0 && ++measure.rootFields > limits.maxRootFields) {
          throw new Stop(violation('rootFields', limits.maxRootFields));
        }
        const name = selection.name.value;
        const introspection = depth === 0 && (name === '__schema' || name === '__type');
        if (introspection && options.skipIntrospection) {
          // Not measured, but its fragments are used: they must not be measured as unused ones (at depth 1).
          markSpreads(selection.selectionSet);
          continue;
        }
        const fieldPath = `${path}/${selection.alias?.value ?? name}`;
        if (!costed.has(fieldPath)) {
          costed.add(fieldPath);
          measure.cost += multiplier;
          if (measure.cost > limits.maxCost) throw new Stop(violation('cost', limits.maxCost));
        }
        if (level > measure.depth) {
          measure.depth = level;
          if (level > limits.maxDepth) throw new Stop(violation('depth', limits.maxDepth));
        }
        if (!selection.selectionSet) continue;
        const field = fieldOf(owner, name, depth === 0);
        const isList = field ? isListType(getNullableType(field.type)) : false;
        walk(
          selection.selectionSet,
          field ? getNamedType(field.type) : undefined,
          level,
          isList ? multiplier * limits.listMultiplier : multiplier,
          expanding,
          fieldPath,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        walk(selection.selectionSet, condition ?? owner, depth, multiplier, expanding, path);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is a validation error; it is not followed here.
        if (!fragment || expanding.includes(name)) continue;
        spread.add(name);
        const condition = schema.getType(fragment.typeCondition.name.value) ?? undefined;
        walk(fragment.selectionSet, condition, depth, multiplier, [...expanding, name], path);
      }
    }
  };

  try {
    for (const [index, definition] of document.definitions.entries()) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const root =
        definition.operation === 'query'
          ? schema.getQueryType()
          : definition.operation === 'mutation'
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      walk(definition.selectionSet, root ?? undefined, 0, 1, [], `@${index}`);
    }
    for (const [name, fragment] of fragments) {
      if (spread.has(name)) continue;
      const condition = schema.getType(fragment.typeCondition.name.value) ?? undefined;
      // Measured as if spread under a root field: its own fields are what validation walks.
      walk(fragment.selectionSet, condition, 1, 1, [name], `#${name}`);
    }
  } catch (error) {
    if (error instanceof Stop) return { measure, violation: error.violation };
    throw error;
  }
  return { measure };
}
