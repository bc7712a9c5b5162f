// Every operation document the PWA sends, parsed: codegen emits them as typed document strings (codegen.ts).
import { Kind, parse, type DocumentNode } from 'graphql';
import * as generated from '../../src/app/api/generated/graphql';

export const pwaDocuments: [string, DocumentNode][] = Object.entries(generated).flatMap(
  ([name, value]): [string, DocumentNode][] => {
    if (!(value instanceof generated.TypedDocumentString)) return [];
    const document = parse(String(value));
    return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION) ? [[name, document]] : [];
  },
);
