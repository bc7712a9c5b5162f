// The parts of a held request's preview that name what it changes (ApprovalRequest.preview): a report-setting file's
// merchants with their months, a legal-status batch's rows to a final status (apart, as the part with no way back),
// a bulk cancellation's first plans, a staff grant's or role edit's permissions, and after the decision what was
// applied. Each lists the server's first rows and says how many more there are.
import { Link } from 'react-router-dom';
import type { ApprovalRequestDetailFieldsFragment } from '../../../api/generated/graphql';
import { paths } from '../../../paths';
import { DataTable, type Column } from '../../../ui/data-table';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { formatYen } from '../../../../shared/format';
import { listText, permissionName } from '../../../../i18n/texts';
import { APPROVAL_LABELS, APPROVAL_TEXTS, monthText, refusalText, statusValueText } from '../approval-rules';

/** A held request's preview, and a row of its batch's first rows (approval-preview.tsx shows those). */
export type Preview = ApprovalRequestDetailFieldsFragment['preview'];
export type PreviewRow = Preview['firstRows'][number];
type MerchantMonths = Preview['merchants'][number];
type ConsumerRow = Preview['irreversibleRows'][number];
type PlanRow = Preview['plans'][number];

/** "他 N 件" under a list that shows `shown` of `total`. */
function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <p className="approval-preview__more">{APPROVAL_TEXTS.more(total - shown)}</p>
  ) : null;
}

// Functions, not constants: the headers are read in the language active at render.
const merchantColumns = (): Column<MerchantMonths>[] => [
  {
    key: 'id',
    header: APPROVAL_LABELS.merchantId,
    rowHeader: true,
    cell: (m) => <code>{m.merchantId}</code>,
  },
  { key: 'name', header: APPROVAL_LABELS.merchantName, cell: (m) => m.name ?? '—' },
  {
    key: 'months',
    header: APPROVAL_LABELS.months,
    cell: (m) => listText(m.months.map((month) => monthText(month, m.alreadyDeactivated.includes(month)))),
  },
];

export function MerchantMonthsList({ preview }: { preview: Preview }) {
  if (!preview.merchants.length) return null;
  return (
    <>
      <h3>{APPROVAL_TEXTS.merchantsTable}</h3>
      <DataTable
        rows={preview.merchants}
        columns={merchantColumns()}
        rowKey={(m) => m.merchantId}
        label={APPROVAL_TEXTS.merchantsTable}
      />
      <More shown={preview.merchants.length} total={preview.merchantCount ?? 0} />
    </>
  );
}

const consumerColumns = (): Column<ConsumerRow>[] => [
  { key: 'position', header: APPROVAL_LABELS.position, numeric: true, cell: (r) => r.position },
  {
    key: 'id',
    header: APPROVAL_LABELS.consumerId,
    rowHeader: true,
    cell: (r) => <Link to={paths.consumer.root(r.consumerId)}>{r.consumerId}</Link>,
  },
  { key: 'name', header: APPROVAL_LABELS.consumerName, cell: (r) => r.name ?? '—' },
  { key: 'current', header: APPROVAL_LABELS.current, cell: (r) => statusValueText(r.currentStatus) },
  { key: 'next', header: APPROVAL_LABELS.value, cell: (r) => statusValueText(r.newStatus) },
];

/** The rows that would set Dead or BankruptcyConfirmed: first and apart, every one up to the server's limit. */
export function IrreversibleRows({ preview }: { preview: Preview }) {
  if (!preview.irreversibleCount) return null;
  return (
    <section className="approval-preview__irreversible" aria-labelledby="approval-irreversible">
      <h3 id="approval-irreversible">{APPROVAL_TEXTS.irreversible(preview.irreversibleCount)}</h3>
      <p>{APPROVAL_TEXTS.irreversibleHint}</p>
      <DataTable
        rows={preview.irreversibleRows}
        columns={consumerColumns()}
        rowKey={(r) => String(r.position)}
        label={APPROVAL_LABELS.irreversibleRows}
      />
      <More shown={preview.irreversibleRows.length} total={preview.irreversibleCount} />
    </section>
  );
}

const planColumns = (): Column<PlanRow>[] => [
  { key: 'position', header: APPROVAL_LABELS.position, numeric: true, cell: (p) => p.position },
  { key: 'id', header: APPROVAL_LABELS.planId, rowHeader: true, cell: (p) => <code>{p.planId}</code> },
  {
    key: 'consumer',
    header: APPROVAL_LABELS.consumer,
    cell: (p) =>
      p.consumerId ? (
        <>
          <Link to={paths.consumer.root(p.consumerId)}>{p.consumerId}</Link> {p.consumerName ?? ''}
        </>
      ) : (
        '—'
      ),
  },
  {
    key: 'amount',
    header: APPROVAL_LABELS.planAmount,
    numeric: true,
    cell: (p) => (p.amount != null ? formatYen(p.amount) : '—'),
  },
  {
    key: 'result',
    header: APPROVAL_LABELS.planResult,
    cell: (p) =>
      p.status === 'active' ? APPROVAL_TEXTS.planCancelled : APPROVAL_TEXTS.planNotCancelled(p.status),
  },
];

export function PlanRows({ preview }: { preview: Preview }) {
  if (!preview.plans.length) return null;
  return (
    <>
      <h3>{APPROVAL_TEXTS.plansTable}</h3>
      <DataTable
        rows={preview.plans}
        columns={planColumns()}
        rowKey={(p) => p.planId}
        label={APPROVAL_TEXTS.plansTable}
      />
      <More shown={preview.plans.length} total={preview.rowCount} />
    </>
  );
}

function PermissionList({ codes, label }: { codes: readonly string[]; label: string }) {
  if (!codes.length) return <>{APPROVAL_TEXTS.nothingGained}</>;
  return (
    <ul className="approval-preview__permissions" aria-label={label}>
      {codes.map((code) => (
        <li key={code}>
          {permissionName(code)} <code>{code}</code>
        </li>
      ))}
    </ul>
  );
}

/** A grant names the member and what they would gain; a role edit what it adds and removes and who holds it. */
export function StaffChangeView({ change }: { change: NonNullable<Preview['staffChange']> }) {
  const isRoleEdit = change.memberEmail == null;
  const rows: KeyValueRow[] = [];
  if (change.memberEmail)
    rows.push([
      APPROVAL_LABELS.member,
      `${change.memberEmail}${change.newMember ? APPROVAL_TEXTS.newMember : ''}`,
    ]);
  if (change.roles.length) rows.push([APPROVAL_LABELS.roles, listText(change.roles)]);
  if (isRoleEdit) {
    rows.push([
      APPROVAL_LABELS.added,
      <PermissionList key="a" codes={change.gained} label={APPROVAL_LABELS.added} />,
    ]);
    rows.push([
      APPROVAL_LABELS.removed,
      <PermissionList key="r" codes={change.removed} label={APPROVAL_LABELS.removed} />,
    ]);
    rows.push([
      APPROVAL_LABELS.holders,
      change.holders.length ? (
        <ul aria-label={APPROVAL_LABELS.holders}>
          {change.holders.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      ) : (
        APPROVAL_TEXTS.noHolders
      ),
    ]);
  } else if (change.roles.length || change.gained.length || change.newMember) {
    rows.push([
      APPROVAL_LABELS.gained,
      <PermissionList key="g" codes={change.gained} label={APPROVAL_LABELS.gained} />,
    ]);
  }
  return (
    <>
      {change.rolesChangedSinceRequest && (
        <p className="approval-preview__changed" role="note">
          {APPROVAL_TEXTS.rolesChanged}
        </p>
      )}
      <KeyValueTable rows={rows} />
    </>
  );
}

/** After the decision: rows changed, left as they were, refused (with why) and, while a job runs, still to run. */
export function AppliedView({
  operation,
  applied,
}: {
  operation: string;
  applied: NonNullable<Preview['applied']>;
}) {
  const refusedCount = applied.refused.reduce((n, r) => n + r.count, 0);
  const rows: KeyValueRow[] = [[APPROVAL_LABELS.changed, APPROVAL_TEXTS.rows(applied.changed)]];
  if (applied.unchanged) rows.push([APPROVAL_LABELS.unchanged, APPROVAL_TEXTS.rows(applied.unchanged)]);
  rows.push([
    APPROVAL_LABELS.refused,
    refusedCount ? (
      <ul aria-label={APPROVAL_LABELS.refused}>
        {applied.refused.map((r) => (
          <li key={r.reason}>
            {refusalText(operation, r.reason)}: {APPROVAL_TEXTS.rows(r.count)}
          </li>
        ))}
      </ul>
    ) : (
      APPROVAL_TEXTS.rows(0)
    ),
  ]);
  if (!applied.finished) rows.push([APPROVAL_LABELS.pending, APPROVAL_TEXTS.running(applied.pending)]);
  return (
    <div data-testid="approval-applied">
      <KeyValueTable rows={rows} />
    </div>
  );
}
