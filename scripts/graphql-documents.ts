// The client build's GraphQL documents, each in the chunk of the module that uses it. Codegen's client
// preset makes `graphql(`…`)` look its document up in one generated map (src/app/api/generated/gql.ts) holding every
// document of the app, twice (the source text as the key, the printed document as the value); that map and every
// document sat in the chunk all signed-in pages share. This Vite plugin does at build time what codegen's Babel
// plugin does, without Babel: each `graphql(`…`)` call becomes the text of its document as codegen printed it (with
// its fragments), and the `graphql` import goes, so neither the map nor the unused documents are bundled. Development
// (`vite` serve) and the unit tests keep codegen's map. A call whose source does not match the generated document
// (codegen not run after an edit) fails the build instead of sending an old query. The build also writes the
// documents a GET of /graphql may name (src/shared/preloaded-queries.ts) where the server reads them.
import fs from 'node:fs';
import path from 'node:path';
import { parse, print, type DefinitionNode } from 'graphql';
import type { Plugin } from 'vite';
import { PRELOADED_DOCUMENTS_FILE, PRELOADED_QUERY_NAMES } from '../src/shared/preloaded-queries';

/** The generated documents by definition name: `ConsumerPage` → the text `ConsumerPageDocument` holds. */
export function readGeneratedDocuments(generatedSource: string): Map<string, string> {
  const documents = new Map<string, string>();
  const declaration =
    /export const (\w+?)(?:Document|FragmentDoc) = new TypedDocumentString\(`((?:[^`\\]|\\.)*)`/g;
  for (const [, name, raw] of generatedSource.matchAll(declaration)) {
    if (/\\[^\\`$]|\$\{/.test(raw))
      throw new Error(`graphql-documents: ${name}'s text has an escape it cannot read`);
    documents.set(name, raw.replace(/\\([\\`$])/g, '$1'));
  }
  return documents;
}

function definitionNamed(text: string, name: string): DefinitionNode | undefined {
  return parse(text).definitions.find((d) => 'name' in d && d.name?.value === name);
}

/**
 * `source` with every `graphql(`…`)` call replaced by its document's text, and its `graphql` import removed; `source`
 * itself when it has none. Throws when a call's document is missing from `documents` or differs from it.
 */
export function inlineDocuments(source: string, documents: Map<string, string>, file: string): string {
  if (!source.includes('graphql(`')) return source;
  const inlined = source.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, text: string) => {
    const [mine] = parse(text).definitions;
    const name = mine && 'name' in mine ? mine.name?.value : undefined;
    const generated = name ? documents.get(name) : undefined;
    const where = `${path.relative(process.cwd(), file)}: ${name ?? 'an anonymous document'}`;
    if (!name || generated === undefined)
      throw new Error(`graphql-documents: ${where} is not in the generated documents (npm run codegen)`);
    const theirs = definitionNamed(generated, name);
    if (!theirs || print(mine) !== print(theirs))
      throw new Error(`graphql-documents: ${where} differs from its generated document (npm run codegen)`);
    return JSON.stringify(generated);
  });
  const importLine = /^import \{ graphql \} from '(?:\.\.?\/)+(?:api\/)?generated';\n/m;
  const where = path.relative(process.cwd(), file);
  if (!importLine.test(inlined))
    throw new Error(`graphql-documents: ${where} imports graphql in a form this plugin does not remove`);
  const withoutImport = inlined.replace(importLine, '');
  if (/(?<![\w.])graphql\(/.test(withoutImport))
    throw new Error(`graphql-documents: ${where} calls graphql other than with a template literal`);
  return withoutImport;
}

/** The Vite plugin (build only): `generatedFile` is codegen's src/app/api/generated/graphql.ts. */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  const generatedDir = path.dirname(generatedFile);
  return {
    name: 'console-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments(fs.readFileSync(generatedFile, 'utf8'));
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
      return { code: inlineDocuments(code, documents!, id), map: null };
    },
    generateBundle() {
      const preloaded = Object.fromEntries(PRELOADED_QUERY_NAMES.map((name) => [name, documents!.get(name)]));
      const missing = PRELOADED_QUERY_NAMES.filter((name) => preloaded[name] === undefined);
      if (missing.length) this.error(`graphql-documents: no generated document ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: PRELOADED_DOCUMENTS_FILE, source: JSON.stringify(preloaded) });
    },
  };
}
