// Compiles the catalogues (src/i18n/catalogues/ja.ts, en.ts: ICU MessageFormat) into Lingui's compiled form, so the
// browser loads no message parser, in two parts per language: `<language>-sign-in.json` (the signed-out pages'
// texts, sign-in.ts: all the sign-in page loads, within its JavaScript budget) and `<language>-console.json` (the
// rest, loaded by the signed-in shell). Run `npm run i18n:compile` after editing a catalogue
// (tests/unit/i18n-catalogues.test.ts fails while a compiled file is stale).
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ja } from '../src/i18n/catalogues/ja';
import { en } from '../src/i18n/catalogues/en';
import { signInJa } from '../src/i18n/catalogues/sign-in';

export const CATALOGUES = { ja, en } as const;
export const CATALOGUE_PARTS = ['sign-in', 'console'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

const SIGN_IN_KEYS: ReadonlySet<string> = new Set(Object.keys(signInJa));

/** The part of a language's messages that goes into one compiled file. */
export function cataloguePart(
  messages: Readonly<Record<string, string>>,
  part: CataloguePart,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => SIGN_IN_KEYS.has(key) === (part === 'sign-in')),
  );
}

export function compiledCatalogue(messages: Readonly<Record<string, string>>): string {
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
  );
  return `${JSON.stringify(compiled)}\n`;
}

export const compiledPath = (language: string, part: CataloguePart) =>
  path.resolve(import.meta.dirname, `../src/i18n/compiled/${language}-${part}.json`);

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const [language, messages] of Object.entries(CATALOGUES)) {
    for (const part of CATALOGUE_PARTS) {
      const file = compiledPath(language, part);
      const partMessages = cataloguePart(messages, part);
      fs.writeFileSync(file, compiledCatalogue(partMessages));
      console.log(`${path.relative(process.cwd(), file)}: ${Object.keys(partMessages).length} messages`);
    }
  }
}
