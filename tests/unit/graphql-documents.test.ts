// The client build's GraphQL documents: graphql-request reads each document's operation without graphql's
// parser (src/app/api/graphql-operation.ts, what vite.config.ts resolves `graphql` to), and every `graphql(`…`)` call
// of src/ becomes its document's generated text (scripts/graphql-documents.ts). Checked here against the real
// graphql package and codegen's generated documents, for every document the console sends.
import fs from 'node:fs';
import path from 'node:path';
import { parse as realParse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../src/app/api/generated/graphql';
import { parse, topLevelDefinitions } from '../../src/app/api/graphql-operation';
import { inlineDocuments, readGeneratedDocuments } from '../../scripts/graphql-documents';

const GENERATED_FILE = 'src/app/api/generated/graphql.ts';
const documents = readGeneratedDocuments(fs.readFileSync(GENERATED_FILE, 'utf8'));

/** What graphql-request reads of a parsed document: its one operation's name and kind. */
function operationOf(document: { definitions: readonly unknown[] }) {
  const operations = document.definitions.filter(
    (d) => (d as { kind: string }).kind === 'OperationDefinition',
  ) as Pick<OperationDefinitionNode, 'operation' | 'name'>[];
  return operations.length === 1
    ? { name: operations[0].name?.value, operation: operations[0].operation, count: 1 }
    : { count: operations.length };
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file.includes(`${path.sep}generated`) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the operation graphql-request reads without the parser', () => {
  it('is what graphql’s parse gives for every generated document', () => {
    const texts = Object.values(generated)
      .filter((value) => value instanceof generated.TypedDocumentString)
      .map(String);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts)
      expect(operationOf(parse(text)), text.slice(0, 80)).toEqual(operationOf(realParse(text)));
  });

  it('skips comments, strings, block strings, variables, directives and fragments’ type conditions', () => {
    const cases = [
      '# { not this }\nquery A($x: ID = "}{") @live { a(s: """ { " """) }',
      'mutation B @deprecated(reason: ")") { b }\nfragment F on T @include(if: true) { c }',
      '{ shorthand }',
      'query ($x: [ID!] = ["a"]) { a }',
      'fragment F on T { a }\nsubscription S { s }',
      'query A { a }\nquery B { b }',
    ];
    for (const text of cases) expect(operationOf(parse(text)), text).toEqual(operationOf(realParse(text)));
    expect(topLevelDefinitions(cases[1])).toEqual([
      { keyword: 'mutation', name: 'B' },
      { keyword: 'fragment', name: 'F' },
    ]);
  });
});

describe('the build’s inlined documents', () => {
  it('reads every generated document and fragment, as codegen wrote its text', () => {
    expect(documents.get('ConsumerPage')).toBe(String(generated.ConsumerPageDocument));
    expect(documents.get('ConsumerNameAndStatusFields')).toBe(
      String(generated.ConsumerNameAndStatusFieldsFragmentDoc),
    );
    const exported = Object.keys(generated).filter((key) => /(Document|FragmentDoc)$/.test(key));
    expect(documents.size).toBe(exported.length);
  });

  it('turns every call of src/ into its generated text, leaving no graphql import or call behind', () => {
    let calls = 0;
    for (const file of sourceFiles('src')) {
      const source = fs.readFileSync(file, 'utf8');
      if (!source.includes('graphql(`')) continue;
      const inlined = inlineDocuments(source, documents, file);
      calls += source.match(/\bgraphql\(`/g)!.length;
      expect(inlined, file).not.toMatch(/\bgraphql\(`|import \{ graphql \}/);
    }
    expect(calls).toBeGreaterThan(100);
    const source =
      "import { graphql } from '../../../api/generated';\nexport const D = graphql(`\n  query ConsumerPage($consumerId: ID!, $withExclusions: Boolean!, $paymentsPage: Int!) { x }\n`);\n";
    // The source differs from the generated document: the build fails rather than send another query.
    expect(() => inlineDocuments(source, documents, 'src/x.ts')).toThrow(
      /differs from its generated document/,
    );
  });

  it('sends the same text the codegen map gives, and fails on a document codegen has not seen', () => {
    const file = 'src/app/features/consumers/api/consumer-page-query.ts';
    const source = fs.readFileSync(file, 'utf8');
    const inlined = inlineDocuments(source, documents, file);
    expect(inlined).toContain(JSON.stringify(String(generated.ConsumerPageDocument)));
    const unknown = "import { graphql } from './generated';\nconst D = graphql(`query NoSuchQuery { a }`);\n";
    expect(() => inlineDocuments(unknown, documents, 'src/x.ts')).toThrow(/not in the generated documents/);
    // An import the build cannot remove would bundle codegen's map with every document again.
    const otherImport = source.replace(
      "import { graphql } from '../../../api/generated';",
      "import * as api from '../../../api/generated';\nconst { graphql } = api;",
    );
    expect(otherImport).not.toBe(source);
    expect(() => inlineDocuments(otherImport, documents, file)).toThrow(/imports graphql in a form/);
  });
});
