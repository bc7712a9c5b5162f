// The members on /staff, one row each: roles and direct permissions, each with × to take it away and a picker to grant more; last
// sign-in; lock state; lock / unlock and resend. Taking something away (a revoke or a lock) asks first, naming the
// member and what they lose, starting on キャンセル; a success says what changed in a toast (useAction). Grants and
// an unlock waiting for a second person show 承認待ち, linking to their request, where the granted thing would be.
// A change the server would refuse because it leaves too few deciders (LAST_DECIDERS) is disabled with the reason.
import { useState, type HTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { ActionButton } from '../../ui/action-availability';
import { ConfirmDialog } from '../../ui/dialog';
import { DataTable, type Column } from '../../ui/data-table';
import { formatDateTime } from '../../../shared/format';
import { useUserId } from '../../state/console-store';
import type { StaffAdminQuery } from '../../api/generated/graphql';
import type { ActionHandle } from '../../ui/use-action';
import { lastDecidersReason, permissionsLost, type Removal } from './change-effects';
import {
  grantablePermissions,
  grantableRoles,
  lockText,
  pendingLabel,
  removalConfirmation,
} from './staff-rules';
import type { Apply, Run } from './staff-page';
import { useT } from '../../../i18n/use-t';

type Member = StaffAdminQuery['staffMembers'][number];
type Role = StaffAdminQuery['staffRoles'][number];
type Pending = Member['pendingRequests'][number];

interface TableProps {
  /** Everyone on the list: whether a change leaves enough deciders depends on the others. */
  members: Member[];
  roles: Role[];
  action: ActionHandle<Run, unknown>;
  apply: Apply;
}

/** What a member's cells need: the table's props, the signed-in member, and the removal confirmation to open. */
interface CellProps extends TableProps {
  member: Member;
  me: string;
  ask: (change: Removal) => void;
}

const pendingOf = (member: Member, operation: string) =>
  member.pendingRequests.filter((r) => r.operation === operation);

/** The staff list: one row a member, the shared table's row keys (j/k), one removal confirmation at a time. */
export function MemberTable(props: TableProps) {
  const t = useT();
  const me = useUserId();
  const [asking, setAsking] = useState<{ member: Member; change: Removal } | null>(null);
  const cell = (member: Member): CellProps => ({
    ...props,
    member,
    me,
    ask: (change) => setAsking({ member, change }),
  });
  const columns: Column<Member>[] = [
    {
      key: 'email',
      header: t('staff.columnEmail'),
      rowHeader: true,
      cell: (member) => (
        <>
          {member.email}
          {!member.passwordSet && <span className="tag tag--warning">{t('staff.passwordNotSet')}</span>}
        </>
      ),
    },
    { key: 'roles', header: t('staff.columnRoles'), cell: (member) => <RolesCell {...cell(member)} /> },
    {
      key: 'permissions',
      header: t('staff.columnPermissions'),
      cell: (member) => <PermissionsCell {...cell(member)} />,
    },
    {
      key: 'lastSignIn',
      header: t('staff.columnLastSignIn'),
      cell: (member) =>
        member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('staff.neverSignedIn'),
    },
    { key: 'state', header: t('staff.columnState'), cell: (member) => <StateCell member={member} /> },
    {
      key: 'actions',
      header: t('staff.columnActions'),
      className: 'staff-table__actions',
      cell: (member) => <MemberActions {...cell(member)} />,
    },
  ];
  return (
    <>
      <DataTable
        rows={props.members}
        rowKey={(member) => member.id}
        caption={t('staff.listCaption')}
        className="staff-table"
        whenEmpty="table"
        rowProps={(member) =>
          ({ 'data-testid': `staff-${member.email}` }) as HTMLAttributes<HTMLTableRowElement>
        }
        columns={columns}
      />
      {asking && (
        <RemovalDialog
          change={asking.change}
          member={asking.member}
          roles={props.roles}
          action={props.action}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}

function RolesCell({ member, members, roles, action, apply, ask }: CellProps) {
  const t = useT();
  const staffId = member.id;
  const pendingRoles = pendingOf(member, 'grantStaffRole');
  return (
    <GrantsCell
      items={member.roles}
      pending={pendingRoles}
      held={pendingRoles.map((r) => r.role ?? '')}
      removeLabel={(role) => t('staff.revokeRole', { role })}
      grantLabel={t('staff.grantRole')}
      grantable={(held) => grantableRoles(held, roles)}
      disabled={action.pending}
      blockedReason={(role) => lastDecidersReason(members, roles, { kind: 'revokeRole', staffId, role })}
      onRemove={(role) => ask({ kind: 'revokeRole', staffId, role })}
      onGrant={(role) => apply({ kind: 'grantRole', staffId, role }, member.email)}
    />
  );
}

function PermissionsCell({ member, members, roles, action, apply, ask }: CellProps) {
  const t = useT();
  const staffId = member.id;
  const pendingPermissions = pendingOf(member, 'grantStaffPermission');
  return (
    <GrantsCell
      items={member.permissions}
      pending={pendingPermissions}
      held={pendingPermissions.map((r) => r.permission ?? '')}
      removeLabel={(permission) => t('staff.revokePermission', { permission })}
      grantLabel={t('staff.grantPermission')}
      grantable={grantablePermissions}
      disabled={action.pending}
      blockedReason={(permission) =>
        lastDecidersReason(members, roles, { kind: 'revokePermission', staffId, permission })
      }
      onRemove={(permission) => ask({ kind: 'revokePermission', staffId, permission })}
      onGrant={(permission) => apply({ kind: 'grantPermission', staffId, permission }, member.email)}
    />
  );
}

function StateCell({ member }: { member: Member }) {
  const [pendingUnlock] = pendingOf(member, 'unlockStaffMember');
  return (
    <>
      <span className={member.locked ? 'tag tag--danger' : 'tag tag--success'}>{lockText(member)}</span>
      {pendingUnlock && <PendingLink request={pendingUnlock} />}
    </>
  );
}

/** Lock or unlock, end the sessions, remove the passkeys, resend the password link. */
function MemberActions({ member, members, roles, action, apply, me, ask }: CellProps) {
  const t = useT();
  const pending = action.pending;
  const staffId = member.id;
  const run = (change: Run['change']) => apply(change, member.email);
  const blockedReason = (change: Removal) => lastDecidersReason(members, roles, change);
  const [pendingUnlock] = pendingOf(member, 'unlockStaffMember');
  const [pendingPasskeyRemoval] = pendingOf(member, 'removeStaffPasskeys');
  return (
    <>
      {member.locked ? (
        <ActionButton
          className="button"
          disabled={pending}
          unavailableReason={pendingUnlock ? t('staff.unlockPending') : undefined}
          onClick={() => void run({ kind: 'unlock', staffId })}
        >
          {t('staff.unlock')}
        </ActionButton>
      ) : (
        member.email !== me && (
          <ActionButton
            className="button button--danger"
            disabled={pending}
            unavailableReason={blockedReason({ kind: 'lock', staffId })}
            onClick={() => ask({ kind: 'lock', staffId })}
          >
            {t('staff.lock')}
          </ActionButton>
        )
      )}
      {!member.locked && member.email !== me && (
        <button
          type="button"
          className="button"
          disabled={pending}
          title={t('staff.endSessionsHint')}
          onClick={() => void run({ kind: 'endSessions', staffId })}
        >
          {t('staff.endSessions')}
        </button>
      )}
      {member.passkeyCount > 0 && (
        <ActionButton
          className="button"
          disabled={pending}
          unavailableReason={pendingPasskeyRemoval ? t('staff.passkeyRemovalPending') : undefined}
          title={t('staff.removePasskeysHint')}
          onClick={() => void run({ kind: 'removePasskeys', staffId })}
        >
          {t('staff.removePasskeys', { count: member.passkeyCount })}
        </ActionButton>
      )}
      {!member.passwordSet && (
        <button
          type="button"
          className="button"
          disabled={pending}
          onClick={() => void run({ kind: 'resendLink', staffId })}
        >
          {t('staff.resendLink')}
        </button>
      )}
    </>
  );
}

/** Asks before a revoke or a lock (they are immediate and undoing them needs a second person). */
function RemovalDialog(props: {
  change: Removal;
  member: Member;
  roles: Role[];
  action: ActionHandle<Run, unknown>;
  onClose: () => void;
}) {
  useT(); // renders again in a newly chosen language
  const { change, member } = props;
  const lost = change.kind === 'lock' ? [] : permissionsLost(member, props.roles, change);
  const { title, text, confirm } = removalConfirmation(change, member.email, lost);
  return (
    <ConfirmDialog
      open
      onClose={props.onClose}
      title={title}
      action={props.action}
      variables={{ change, email: member.email }}
      confirmation={<p>{text}</p>}
      confirmLabel={confirm}
      initialFocus="cancel"
    />
  );
}

function PendingLink({ request }: { request: Pending }) {
  const t = useT();
  return (
    <Link
      className="tag tag--warning staff-table__pending"
      to={paths.approvals.detail(request.requestId)}
      aria-label={pendingLabel(request)}
      title={pendingLabel(request)}
    >
      {t('staff.pending')}
    </Link>
  );
}

/** A cell of held roles or permissions: each removable, the pending grants, and a picker for the grantable rest. */
function GrantsCell(props: {
  items: readonly string[];
  pending: readonly Pending[];
  /** What the pending grants would add. */
  held: readonly string[];
  removeLabel: (item: string) => string;
  grantLabel: string;
  grantable: (held: string[]) => readonly string[];
  disabled: boolean;
  blockedReason: (item: string) => string | undefined;
  onRemove: (item: string) => void;
  onGrant: (item: string) => Promise<boolean>;
}) {
  return (
    <>
      <HeldList
        items={props.items}
        pending={props.pending}
        label={props.removeLabel}
        disabled={props.disabled}
        blockedReason={props.blockedReason}
        onRemove={props.onRemove}
      />
      <GrantPicker
        label={props.grantLabel}
        options={props.grantable([...props.items, ...props.held])}
        disabled={props.disabled}
        onGrant={props.onGrant}
      />
    </>
  );
}

function HeldList(props: {
  items: readonly string[];
  /** Grants of more of these waiting for a second person. */
  pending: readonly Pending[];
  label: (item: string) => string;
  disabled: boolean;
  blockedReason: (item: string) => string | undefined;
  onRemove: (item: string) => void;
}) {
  const t = useT();
  if (!props.items.length && !props.pending.length)
    return <span className="staff-table__none">{t('staff.none')}</span>;
  return (
    <ul className="tag-list staff-table__held">
      {props.items.map((item) => (
        <li key={item} className="tag">
          {item}
          <ActionButton
            className="staff-table__remove"
            aria-label={props.label(item)}
            title={props.label(item)}
            disabled={props.disabled}
            unavailableReason={props.blockedReason(item)}
            onClick={() => props.onRemove(item)}
          >
            ×
          </ActionButton>
        </li>
      ))}
      {props.pending.map((request) => (
        <li key={request.requestId} className="tag staff-table__pending-item">
          {request.role ?? request.permission}
          <PendingLink request={request} />
        </li>
      ))}
    </ul>
  );
}

function GrantPicker(props: {
  label: string;
  options: readonly string[];
  disabled: boolean;
  onGrant: (value: string) => Promise<boolean>;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  if (!props.options.length) return null;
  return (
    <span className="staff-table__grant">
      <select aria-label={props.label} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">{t('staff.choose', { label: props.label })}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={props.disabled || !value}
        onClick={() => void props.onGrant(value).then((ok) => ok && setValue(''))}
      >
        {t('staff.grant')}
      </button>
    </span>
  );
}
