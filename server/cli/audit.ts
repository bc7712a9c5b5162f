// npm run audit -- verify: recomputes the audit log's hash chain and says whether it is intact, naming the first bad
// row. Exit code 0 when intact, 1 when broken, 2 on a usage error.
// Database: DATABASE_URL (PostgreSQL) or the embedded PGlite database in DATA_DIR (default ./data).
import { readConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { verifyAuditChain, type ChainVerification } from '../domain/audit';
import { besideServer, runCli } from './beside-server';

const USAGE = `Usage: npm run audit -- verify

  verify   recompute the audit log's hash chain; exit 0 when intact, 1 at the first bad row

Database: DATABASE_URL (PostgreSQL) or the embedded PGlite database in DATA_DIR (default ./data); while the
console server runs on that folder, the check runs in it through DATA_DIR/admin.sock.`;

export function describeVerification(v: ChainVerification): string {
  if (v.ok) {
    return v.rows === 0
      ? 'Audit chain intact: the audit log is empty.'
      : `Audit chain intact: ${v.rows} rows, last seq ${v.headSeq}, head hash ${v.headHash}` +
          '\n(keep the head hash somewhere else: a later run can then tell that no row was cut off the end)';
  }
  const bad = v.firstBad!;
  return `Audit chain BROKEN at ${bad.seq === null ? 'an unchained row' : `seq ${bad.seq}`}${bad.id === null ? '' : ` (audit_log.id ${bad.id})`}: ${bad.problem}`;
}

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command !== 'verify') {
    console.log(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const verification = await besideServer(
    readConfig(),
    { command: 'audit-verify' },
    {
      holder: 'npm run audit',
      fromServer: (result) => (result as { verification: ChainVerification }).verification,
      direct: async (db) => {
        await migrateDatabase(db);
        return verifyAuditChain(db.orm);
      },
    },
  );
  console.log(describeVerification(verification));
  return verification.ok ? 0 : 1;
}

await runCli(() => main(process.argv.slice(2)));
