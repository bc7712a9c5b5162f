// Every request the admin socket serves: the staff commands (staff-requests.ts), `npm run audit -- verify` and
// `npm run backup`, so each CLI works beside a server that holds the PGlite folder.
import path from 'node:path';
import type { Database } from '../db/client';
import { verifyAuditChain, type ChainVerification } from '../domain/audit';
import { StaffAccountError } from '../domain/staff-accounts';
import { writeEmbeddedBackup, type BackupResult } from '../ops/backup';
import { parseStaffRequest, runStaffRequest, type StaffRequest, type StaffResult } from './staff-requests';

export type OpsRequest = { command: 'audit-verify' } | { command: 'backup'; file: string };
export type AdminRequest = StaffRequest | OpsRequest;
export type AdminResult = StaffResult | { verification: ChainVerification } | { backup: BackupResult };

export function parseAdminRequest(input: unknown): AdminRequest {
  const command = (input as { command?: unknown } | null)?.command;
  if (command === 'audit-verify') return { command };
  if (command === 'backup') {
    const file = (input as { file?: unknown }).file;
    if (typeof file !== 'string' || !path.isAbsolute(file) || file.length > 4_096) {
      throw new StaffAccountError('Bad file');
    }
    return { command, file };
  }
  return parseStaffRequest(input);
}

/** `aroundCopy` runs the copy of a backup (the admin socket leaves the folder meanwhile). */
export async function runAdminRequest(
  db: Database,
  request: AdminRequest,
  aroundCopy?: <T>(copy: () => Promise<T>) => Promise<T>,
): Promise<AdminResult> {
  switch (request.command) {
    case 'audit-verify':
      return { verification: await verifyAuditChain(db.orm) };
    case 'backup':
      return { backup: await writeEmbeddedBackup(db, request.file, aroundCopy) };
    default:
      return runStaffRequest(db.orm, request);
  }
}
