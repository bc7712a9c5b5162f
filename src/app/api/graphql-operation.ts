// What graphql-request needs of the `graphql` package in the browser, without its parser. Before sending a
// document, graphql-request parses it with graphql's `parse` only to read the operation's name and whether it is a
// mutation; that parser (~43 KB minified) sat in the signed-in pages' shared chunk and parsed every request's text
// again on the main thread. The client build resolves `graphql` to this module (vite.config.ts `resolve.alias`); the
// server, codegen and the unit tests use the real package. Documents are always sent as text (the build inlines them,
// scripts/graphql-documents.ts), so nothing here prints an AST.

/** The node kinds graphql-request compares against. */
export const Kind = {
  DOCUMENT: 'Document',
  OPERATION_DEFINITION: 'OperationDefinition',
  FRAGMENT_DEFINITION: 'FragmentDefinition',
  NAME: 'Name',
} as const;

export interface TopLevelDefinition {
  /** query, mutation, subscription or fragment */
  keyword: string;
  name?: string;
}

const WORD = /[A-Za-z_]\w*/y;
const NAME_AFTER = /\s*([A-Za-z_]\w*)/y;

/**
 * The top-level definitions of a GraphQL document, in order: each one's keyword and name (`{ … }` alone is an
 * anonymous query). Strings, block strings and comments are skipped, so braces inside them do not count.
 */
export function topLevelDefinitions(text: string): TopLevelDefinition[] {
  const definitions: TopLevelDefinition[] = [];
  let depth = 0;
  // Between a definition's keyword and the `{` of its selection set: its name, variables, `on Type`, directives.
  let inHeader = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
      continue;
    }
    if (text.startsWith('"""', i)) {
      const end = text.indexOf('"""', i + 3);
      i = end < 0 ? text.length : end + 3;
      continue;
    }
    if (c === '"') {
      i++;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (c === '{' || c === '(' || c === '[') {
      if (depth === 0 && c === '{') {
        if (!inHeader) definitions.push({ keyword: 'query' }); // the shorthand `{ … }`
        inHeader = false;
      }
      depth++;
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
    } else if (depth === 0 && /[A-Za-z_]/.test(c)) {
      WORD.lastIndex = i;
      const word = WORD.exec(text)![0];
      i += word.length;
      if (!inHeader) {
        NAME_AFTER.lastIndex = i;
        const name = NAME_AFTER.exec(text);
        definitions.push({ keyword: word, name: name?.[1] });
        inHeader = true;
        if (name) i += name[0].length;
      }
      continue;
    }
    i++;
  }
  return definitions;
}

/** graphql's `parse`, as far as graphql-request reads its answer: the definitions' kinds, operations and names. */
export function parse(text: string) {
  return {
    kind: Kind.DOCUMENT,
    definitions: topLevelDefinitions(String(text)).map(({ keyword, name }) =>
      keyword === 'fragment'
        ? { kind: Kind.FRAGMENT_DEFINITION, name: { kind: Kind.NAME, value: name } }
        : {
            kind: Kind.OPERATION_DEFINITION,
            operation: keyword,
            name: name === undefined ? undefined : { kind: Kind.NAME, value: name },
          },
    ),
  };
}

/** Never needed: the console sends documents as text, and graphql-request prints only parsed documents. */
export function print(): never {
  throw new Error('graphql print is not in the client build: send the document as text');
}
