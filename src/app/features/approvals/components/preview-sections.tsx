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
import {
  APPROVAL_LABELS as L,
  APPROVAL_TEXTS as T,
  monthText,
  refusalText,
  statusValueText,
} from '../approval-rules';

/** A held request's preview, and a row of its batch's first rows (approval-preview.tsx shows those). */
export type Preview = ApprovalRequestDetailFieldsFragment['preview'];
export type PreviewRow = Preview['firstRows'][number];
type MerchantMonths = Preview['merchants'][number];
type ConsumerRow = Preview['irreversibleRows'][number];
type PlanRow = Preview['plans'][number];

/** "他 N 件" under a list that shows `shown` of `total`. */
function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? <p className="approval-preview__more">{T.more(total - shown)}</p> : null;
}

// Functions, not constants: the headers are read in the language active at render.
const merchantColumns = (): Column<MerchantMonths>[] => [
  { key: 'id', header: L.merchantId, rowHeader: true, cell: (m) => <code>{m.merchantId}</code> },
  { key: 'name', header: L.merchantName, cell: (m) => m.name ?? '—' },
  {
    key: 'months',
    header: L.months,
    cell: (m) => listText(m.months.map((month) => monthText(month, m.alreadyDeactivated.includes(month)))),
  },
];

export function MerchantMonthsList({ preview }: { preview: Preview }) {
  if (!preview.merchants.length) return null;
  return (
    <>
      <h3>{T.merchantsTable}</h3>
      <DataTable
        rows={preview.merchants}
        columns={merchantColumns()}
        rowKey={(m) => m.merchantId}
        label={T.merchantsTable}
      />
      <More shown={preview.merchants.length} total={preview.merchantCount ?? 0} />
    </>
  );
}

const consumerColumns = (): Column<ConsumerRow>[] => [
  { key: 'position', header: L.position, numeric: true, cell: (r) => r.position },
  {
    key: 'id',
    header: L.consumerId,
    rowHeader: true,
    cell: (r) => <Link to={paths.consumer.root(r.consumerId)}>{r.consumerId}</Link>,
  },
  { key: 'name', header: L.consumerName, cell: (r) => r.name ?? '—' },
  { key: 'current', header: L.current, cell: (r) => statusValueText(r.currentStatus) },
  { key: 'next', header: L.value, cell: (r) => statusValueText(r.newStatus) },
];

/** The rows that would set Dead or BankruptcyConfirmed: first and apart, every one up to the server's limit. */
export function IrreversibleRows({ preview }: { preview: Preview }) {
  if (!preview.irreversibleCount) return null;
  return (
    <section className="approval-preview__irreversible" aria-labelledby="approval-irreversible">
      <h3 id="approval-irreversible">{T.irreversible(preview.irreversibleCount)}</h3>
      <p>{T.irreversibleHint}</p>
      <DataTable
        rows={preview.irreversibleRows}
        columns={consumerColumns()}
        rowKey={(r) => String(r.position)}
        label={L.irreversibleRows}
      />
      <More shown={preview.irreversibleRows.length} total={preview.irreversibleCount} />
    </section>
  );
}

const planColumns = (): Column<PlanRow>[] => [
  { key: 'position', header: L.position, numeric: true, cell: (p) => p.position },
  { key: 'id', header: L.planId, rowHeader: true, cell: (p) => <code>{p.planId}</code> },
  {
    key: 'consumer',
    header: L.consumer,
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
    header: L.planAmount,
    numeric: true,
    cell: (p) => (p.amount != null ? formatYen(p.amount) : '—'),
  },
  {
    key: 'result',
    header: L.planResult,
    cell: (p) => (p.status === 'active' ? T.planCancelled : T.planNotCancelled(p.status)),
  },
];

export function PlanRows({ preview }: { preview: Preview }) {
  if (!preview.plans.length) return null;
  return (
    <>
      <h3>{T.plansTable}</h3>
      <DataTable rows={preview.plans} columns={planColumns()} rowKey={(p) => p.planId} label={T.plansTable} />
      <More shown={preview.plans.length} total={preview.rowCount} />
    </>
  );
}

function PermissionList({ codes, label }: { codes: readonly string[]; label: string }) {
  if (!codes.length) return <>{T.nothingGained}</>;
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
    rows.push([L.member, `${change.memberEmail}${change.newMember ? T.newMember : ''}`]);
  if (change.roles.length) rows.push([L.roles, listText(change.roles)]);
  if (isRoleEdit) {
    rows.push([L.added, <PermissionList key="a" codes={change.gained} label={L.added} />]);
    rows.push([L.removed, <PermissionList key="r" codes={change.removed} label={L.removed} />]);
    rows.push([
      L.holders,
      change.holders.length ? (
        <ul aria-label={L.holders}>
          {change.holders.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      ) : (
        T.noHolders
      ),
    ]);
  } else if (change.roles.length || change.gained.length || change.newMember) {
    rows.push([L.gained, <PermissionList key="g" codes={change.gained} label={L.gained} />]);
  }
  return (
    <>
      {change.rolesChangedSinceRequest && (
        <p className="approval-preview__changed" role="note">
          {T.rolesChanged}
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
  const rows: KeyValueRow[] = [[L.changed, T.rows(applied.changed)]];
  if (applied.unchanged) rows.push([L.unchanged, T.rows(applied.unchanged)]);
  rows.push([
    L.refused,
    refusedCount ? (
      <ul aria-label={L.refused}>
        {applied.refused.map((r) => (
          <li key={r.reason}>
            {refusalText(operation, r.reason)}: {T.rows(r.count)}
          </li>
        ))}
      </ul>
    ) : (
      T.rows(0)
    ),
  ]);
  if (!applied.finished) rows.push([L.pending, T.running(applied.pending)]);
  return (
    <div data-testid="approval-applied">
      <KeyValueTable rows={rows} />
    </div>
  );
}
