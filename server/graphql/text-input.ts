// Text the server refuses at the edge: a NUL character (PostgreSQL cannot store it in text, so it failed deep in
// the SQL as an internal error) and an unpaired UTF-16 surrogate (not a character at all; it cannot be encoded
// as UTF-8, so it is silently replaced or fails on the way to the database).
import { BREAK, Kind, visit, type DocumentNode, type ValueNode } from 'graphql';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}

/** The refusal's message: names the argument or variable (`searchKeyword`, `statusesToUpdate[0].consumerId`). */
export function invalidTextMessage(field: string): string {
  return `${field}: text must not contain a NUL character or an unpaired surrogate (invalid Unicode).`;
}

/**
 * The path of the first string (or object key) in a JSON value that is invalid text, like `statusesToUpdate[2]
 * .consumerId`, or undefined. Walks without recursion: a deeply nested body must not exhaust the stack.
 */
export function findInvalidTextInJson(value: unknown, rootPath = ''): string | undefined {
  const stack: [unknown, string][] = [[value, rootPath]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (isInvalidText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}[${i}]`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isInvalidText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

function findInValueNode(node: ValueNode, path: string): string | undefined {
  if (node.kind === Kind.STRING) return isInvalidText(node.value) ? path : undefined;
  if (node.kind === Kind.LIST) {
    for (const [i, item] of node.values.entries()) {
      const found = findInValueNode(item, `${path}[${i}]`);
      if (found) return found;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) {
      const found = findInValueNode(field.value, `${path}.${field.name.value}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The argument (or variable default) holding the first invalid string literal of a document, like
 * `searchKeyword` or `statusesToUpdate[0].consumerId`. The parser already refuses raw NULs and unpaired
 * surrogates in the source; this finds the ones written as escapes (`"\u0000"`).
 */
export function findInvalidTextInDocument(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    Argument(node) {
      found = findInValueNode(node.value, node.name.value);
      return found ? BREAK : false;
    },
    VariableDefinition(node) {
      found = node.defaultValue && findInValueNode(node.defaultValue, node.variable.name.value);
      return found ? BREAK : false;
    },
  });
  return found;
}
