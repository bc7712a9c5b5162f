// The roles on /staff: each named bundle with its permissions and holders, and its editor (a permission checklist).
// Adding permissions to a role is a grant to every holder, held for a second person; removing them is immediate.
import { useState } from 'react';
import { ALL_PERMISSIONS } from '../../../shared/permissions';
import { Dialog } from '../../ui/dialog';
import type { StaffAdminQuery } from '../../api/generated/graphql';
import type { Apply } from './staff-page';

type Role = StaffAdminQuery['staffRoles'][number];

export function RoleList({ roles, pending, apply }: { roles: Role[]; pending: boolean; apply: Apply }) {
  const [editing, setEditing] = useState<Role | null>(null);
  return (
    <>
      <table className="data-table staff-roles">
        <caption>ロール（名前付きの権限セット）</caption>
        <thead>
          <tr>
            <th scope="col">ロール</th>
            <th scope="col">権限</th>
            <th scope="col">人数</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => (
            <tr key={role.name}>
              <th scope="row">{role.name}</th>
              <td>{role.permissions.join(', ') || 'なし'}</td>
              <td>{role.holders}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  aria-label={`ロール ${role.name} を編集`}
                  onClick={() => setEditing(role)}
                >
                  編集
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing && (
        <RoleEditor
          key={editing.name}
          role={editing}
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
  pending: boolean;
  onClose: () => void;
  onSave: (permissions: string[]) => Promise<void>;
}) {
  const [chosen, setChosen] = useState<string[]>(props.role.permissions);
  const unchanged = [...chosen].sort().join() === [...props.role.permissions].sort().join();
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={`ロール ${props.role.name} の権限`}
      footer={
        <div className="dialog__buttons">
          <button type="button" className="button" onClick={props.onClose}>
            キャンセル
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={props.pending || unchanged}
            onClick={() => void props.onSave(chosen)}
          >
            保存
          </button>
        </div>
      }
    >
      <p>
        権限の追加は別のスタッフの承認後に反映されます（{props.role.holders}
        人が保持）。削除はすぐに反映されます。
      </p>
      <fieldset className="staff-role-editor">
        <legend>権限</legend>
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
