// Every operation the server can write has a Japanese label (src/shared/operation-labels.ts): the audit log's
// operation names, found by walking the server's sources (the mutation specs' `operation:` values, the sign-in
// operations, the names handed to the writers that take one, and any other name of that shape), and the held
// mutations an approval request names, read from the held-operations registry as the server fills it. And the
// other way round: every label names something the server writes, so the list does not rot.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heldOperationNames } from '../../server/graphql/approvals/registry';
// The resolvers register every area's held changes (staff administration, the alert policy, …) beside the
// registry's own, as the server does when it starts.
import '../../server/graphql/resolvers';
// And the security policy's change and the removal of a member's passkeys.
import '../../server/graphql/security-changes';
import { POLICY_KEYS } from '../../server/domain/approvals/policy';
import { PERMISSIONS } from '../../src/shared/permissions';
import {
  APPROVAL_STATUS_LABELS,
  AUDIT_OPERATION_LABELS,
  AUDIT_OUTCOME_LABELS,
  HELD_OPERATION_LABELS,
  approvalStatusLabel,
  auditOutcomeLabel,
  hasOperationLabel,
  notApprovedLabel,
  operationLabel,
} from '../../src/shared/operation-labels';

const ROOT = path.resolve(__dirname, '../..');

function sourcesUnder(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)))
    .filter((file) => !file.includes(`${path.sep}generated${path.sep}`))
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

const SERVER = sourcesUnder('server');

/** Every capture of `pattern` in the server's sources, with the file it is in. */
function found(pattern: RegExp): { name: string; file: string }[] {
  return SERVER.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => ({ name: m[1], file })));
}

const QUOTED = String.raw`['"\x60]([^'"\x60\s]+)['"\x60]`;

/** Strings of an operation name's shape (a.b, a.b_c.d) that name something else, each with why. */
const NOT_OPERATIONS = new Set<string>([
  ...Object.values(PERMISSIONS), // consumers.write, …
  ...POLICY_KEYS, // staff.grant is also the CLI's operation; the labels check below covers it either way
  'admin.sock', // the admin socket's file name
  'console.lock', // the data folder's lock file
  'decimal.js', // a package
  'filter.query', // an input field's path in an error
  'filter.status',
  'index.html',
  'manifest.json',
  'legal_status_batches.approval_request_id', // a qualified column in SQL
]);
const isOtherName = (name: string) =>
  NOT_OPERATIONS.has(name) ||
  /^[a-z]\.[a-z_]+$/.test(name) || // a column of a table alias in SQL (b.created_at)
  /\.(com|jp|ne\.jp|co\.jp)$/.test(name); // a mail domain

describe('audit operations', () => {
  it('finds the operations where the server names them (the walk reads something)', () => {
    const specs = found(new RegExp(String.raw`\boperation:\s*${QUOTED}`, 'g'));
    expect(specs.map((s) => s.name)).toEqual(
      expect.arrayContaining(['consumer.close', 'consumer.legal_status', 'merchant.deactivate_invoices']),
    );
    expect(specs.length).toBeGreaterThan(30);
  });

  it('has a Japanese label for every operation the server writes', () => {
    const names = [
      // Mutation specs and direct writers: `operation: 'consumer.close'`.
      ...found(new RegExp(String.raw`\boperation:\s*${QUOTED}`, 'g')),
      // Named constants (EXPORT_AUDIT_OPERATION = 'exportCsv').
      ...found(new RegExp(String.raw`_OPERATION\s*=\s*${QUOTED}`, 'g')),
      // Unions of operation names (SignInOperation).
      ...SERVER.flatMap(({ file, text }) =>
        [...text.matchAll(/type \w*Operation\s*=([^;]+);/g)].flatMap((m) =>
          [...m[1].matchAll(new RegExp(QUOTED, 'g'))].map((q) => ({ name: q[1], file })),
        ),
      ),
      // Anything else of the shape: names handed to staffChange, updateStaff, decisionSpec, started, ….
      ...found(new RegExp(String.raw`['"\x60]([a-z][a-z_]*(?:\.[a-z_]+)+)['"\x60]`, 'g')).filter(
        (n) => !isOtherName(n.name),
      ),
    ];
    const missing = [
      ...new Set(names.filter((n) => !hasOperationLabel(n.name)).map((n) => `${n.name} (${n.file})`)),
    ];
    expect(
      missing,
      'add these to src/shared/operation-labels.ts (or, if not an operation, NOT_OPERATIONS)',
    ).toEqual([]);
  });

  it('labels only names the server writes', () => {
    const all = SERVER.map((s) => s.text).join('\n');
    const unused = Object.keys(AUDIT_OPERATION_LABELS).filter(
      (name) => !all.includes(`'${name}'`) && !all.includes(`"${name}"`),
    );
    expect(unused).toEqual([]);
  });
});

describe('held operations', () => {
  it('has a Japanese label for every mutation the registry can apply, and for every gate that holds one', () => {
    const registered = heldOperationNames();
    expect(registered).toEqual(expect.arrayContaining(['updateConsumerLegalStatus', 'grantStaffRole']));
    const gates = found(new RegExp(String.raw`\bmutation:\s*${QUOTED}`, 'g')).map((g) => g.name);
    const missing = [...registered, ...gates].filter((name) => !hasOperationLabel(name));
    expect(missing).toEqual([]);
    // Every label names a mutation the server can apply.
    expect(Object.keys(HELD_OPERATION_LABELS).filter((name) => !registered.includes(name))).toEqual([]);
  });
});

describe('the labels', () => {
  it('are Japanese, and the two sets of names do not overlap', () => {
    const labels = [
      ...Object.values(AUDIT_OPERATION_LABELS),
      ...Object.values(HELD_OPERATION_LABELS),
      ...Object.values(AUDIT_OUTCOME_LABELS),
      ...Object.values(APPROVAL_STATUS_LABELS),
    ];
    for (const label of labels) expect(label).toMatch(/[ぁ-んァ-ヶ一-龥]/);
    const audit = Object.keys(AUDIT_OPERATION_LABELS);
    expect(Object.keys(HELD_OPERATION_LABELS).filter((name) => audit.includes(name))).toEqual([]);
  });

  it('read a name, an outcome and a status; an unknown one as it is', () => {
    expect(operationLabel('consumer.legal_status')).toBe('法的ステータス変更');
    expect(operationLabel('legalStatusBatchUpdate')).toBe('法的ステータス一括更新');
    expect(operationLabel('someLaterOperation')).toBe('someLaterOperation');
    expect(operationLabel('toString')).toBe('toString');
    expect(auditOutcomeLabel('held')).toBe('承認待ち');
    expect(auditOutcomeLabel('refused')).toBe('拒否');
    expect(auditOutcomeLabel('later')).toBe('later');
    expect(approvalStatusLabel('Withdrawn')).toBe('取り下げ');
  });

  it('read a held run that was not approved as its request ended, anything else as no such ending', () => {
    expect(notApprovedLabel('Rejected')).toBe('却下');
    expect(notApprovedLabel('Withdrawn')).toBe('取り下げ');
    expect(notApprovedLabel('Expired')).toBe('期限切れ');
    for (const other of ['Pending', 'Approved', 'Failed', null, undefined, ''])
      expect(notApprovedLabel(other)).toBeNull();
  });
});
