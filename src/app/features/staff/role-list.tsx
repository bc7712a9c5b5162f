// The roles on /staff: each named bundle with its permissions and holders, and its editor (a permission checklist).
// Adding permissions to a role is a grant to every holder, held for a second person; removing them is immediate, and
// refused (LAST_DECIDERS) when it would leave fewer than two members who can approve staff changes.
import { useState } from 'react';
import { ALL_PERMISSIONS } from '../../../shared/permissions';
import { ActionButton } from '../../ui/action-availability';
import { Dialog } from '../../ui/dialog';
import { DataTable, type Column } from '../../ui/data-table';
import type { StaffAdminQuery } from '../../api/generated/graphql';
import { lastDecidersReason } from './change-effects';
import type { Apply } from './staff-page';
import { useT } from '../../../i18n/use-t';

type Role = StaffAdminQuery['staffRoles'][number];
type Member = StaffAdminQuery['staffMembers'][number];

export function RoleList({
  roles,
  members,
  pending,
  apply,
}: {
  roles: Role[];
  members: Member[];
  pending: boolean;
  apply: Apply;
}) {
  const t = useT();
  const [editing, setEditing] = useState<Role | null>(null);
  const columns: Column<Role>[] = [
    { key: 'role', header: t('staff.columnRole'), rowHeader: true, cell: (role) => role.name },
    {
      key: 'permissions',
      header: t('staff.columnRolePermissions'),
      cell: (role) => role.permissions.join(', ') || t('staff.none'),
    },
    { key: 'holders', header: t('staff.columnHolders'), numeric: true, cell: (role) => role.holders },
    {
      key: 'actions',
      header: t('staff.columnActions'),
      cell: (role) => (
        <button
          type="button"
          className="button"
          aria-label={t('staff.editRole', { role: role.name })}
          onClick={() => setEditing(role)}
        >
          {t('staff.edit')}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        rows={roles}
        rowKey={(role) => role.name}
        caption={t('staff.rolesCaption')}
        className="staff-roles"
        whenEmpty="table"
        columns={columns}
      />
      {editing && (
        <RoleEditor
          key={editing.name}
          role={editing}
          blockedReason={(permissions) =>
            lastDecidersReason(members, roles, { kind: 'updateRole', name: editing.name, permissions })
          }
          pending={pending}
          onClose={() => setEditing(null)}
          onSave={async (permissions) => {
            if (await apply({ kind: 'updateRole', name: editing.name, permissions }, editing.name))
              setEditing(null);
          }}
        />
      )}
    </>
  );
}

function RoleEditor(props: {
  role: Role;
  /** Why these permissions cannot be saved (LAST_DECIDERS), or undefined. */
  blockedReason: (permissions: string[]) => string | undefined;
  pending: boolean;
  onClose: () => void;
  onSave: (permissions: string[]) => Promise<void>;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string[]>(props.role.permissions);
  const unchanged = [...chosen].sort().join() === [...props.role.permissions].sort().join();
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t('staff.roleEditorTitle', { role: props.role.name })}
      footer={
        <div className="dialog__buttons">
          <button type="button" className="button" onClick={props.onClose}>
            {t('ui.action.cancel')}
          </button>
          <ActionButton
            className="button button--primary"
            disabled={props.pending || unchanged}
            unavailableReason={props.blockedReason(chosen)}
            onClick={() => void props.onSave(chosen)}
          >
            {t('staff.save')}
          </ActionButton>
        </div>
      }
    >
      <p>{t('staff.roleEditorHint', { holders: props.role.holders })}</p>
      <fieldset className="staff-role-editor">
        <legend>{t('staff.permissionsLegend')}</legend>
        {ALL_PERMISSIONS.map((permission) => (
          <label key={permission}>
            <input
              type="checkbox"
              checked={chosen.includes(permission)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, permission] : c.filter((p) => p !== permission)))
              }
            />
            {permission}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
