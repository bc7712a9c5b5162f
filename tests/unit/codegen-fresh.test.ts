// The committed generated types match what `npm run codegen` makes from the current schema and documents.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_OUTPUT, SERVER_OUTPUT, codegenConfig } from '../../codegen';

const root = fileURLToPath(new URL('../..', import.meta.url));
const STALE = 'generated files are stale: run npm run codegen';

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

describe('generated GraphQL types', () => {
  const out = mkdtempSync(join(tmpdir(), 'codegen-fresh-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('are fresh', { timeout: 60_000 }, async () => {
    const server = join(out, 'server', 'resolvers-types.ts');
    const client = join(out, 'client') + '/';
    await generate({ ...codegenConfig({ server, client }), cwd: root, silent: true, verbose: false }, true);

    expect(readFileSync(join(root, SERVER_OUTPUT), 'utf8'), `${STALE} (${SERVER_OUTPUT})`).toBe(
      readFileSync(server, 'utf8'),
    );
    const committed = filesUnder(join(root, CLIENT_OUTPUT));
    const fresh = filesUnder(client);
    expect([...committed.keys()].sort(), `${STALE} (${CLIENT_OUTPUT} file list)`).toEqual(
      [...fresh.keys()].sort(),
    );
    for (const [name, content] of fresh) {
      expect(committed.get(name), `${STALE} (${CLIENT_OUTPUT}${name})`).toBe(content);
    }
  });
});
