// /staff (issue 19 §3, permission staff.admin): the staff list with roles, direct permissions, last sign-in and
// lock state; creating a member (who sets their own password from a mailed one-time link); granting and revoking
// roles and permissions; lock (confirmed, starting on Cancel) and unlock. Grants and unlock wait for a second
// person: the page then shows 承認待ち with a link to the request instead of the success text.
import { CsvExportButton } from '../../ui/csv-export-button';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { graphQLErrorsOf } from '../../api/api-error';
import { approvalRequestIdOf } from '../../api/approval-required';
import { paths } from '../../paths';
import { PageHeading } from '../../ui/page-heading';
import { QueryState } from '../../ui/query-state';
import { Dialog } from '../../ui/dialog';
import { formatDateTime } from '../../../shared/format';
import { useAction } from '../../ui/use-action';
import { useUserId } from '../../state/console-store';
import { fetchStaffAdmin, runStaffChange, staffKeys, type StaffChange } from './api/staff-api';
import type { StaffAdminQuery } from '../../api/generated/graphql';
import {
  doneText,
  grantablePermissions,
  grantableRoles,
  heldText,
  lockText,
  newMemberProblem,
} from './staff-rules';
import { RoleList } from './role-list';
import './staff.css';

type Member = StaffAdminQuery['staffMembers'][number];
type Role = StaffAdminQuery['staffRoles'][number];
interface Run {
  change: StaffChange;
  email: string;
}
export type Apply = (change: StaffChange, email: string) => Promise<boolean>;

function errorText(error: unknown): string {
  const message = graphQLErrorsOf(error)[0]?.message;
  return `変更できませんでした${typeof message === 'string' ? `: ${message}` : ''}`;
}

export function StaffPage() {
  // Who may do what is read fresh whenever the page opens (another administrator or an approval may have changed it).
  const query = useQuery({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => fetchStaffAdmin(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const [held, setHeld] = useState<{ id: string; text: string } | null>(null);
  const action = useAction<Run, unknown>({
    mutationFn: ({ change }, { idempotencyKey }) => runStaffChange(change, idempotencyKey),
    invalidate: () => [staffKeys.all],
    successToast: (_result, { change, email }) => doneText(change, email),
    errorToast: (error) => (approvalRequestIdOf(error) ? null : errorText(error)),
  });
  const apply: Apply = async (change, email) => {
    setHeld(null);
    const outcome = await action.run({ change, email });
    if (outcome.ok) return true;
    const id = approvalRequestIdOf(outcome.error);
    if (id) setHeld({ id, text: heldText(change, email) });
    return Boolean(id);
  };

  return (
    <section className="staff-page" aria-label="スタッフ管理">
      <PageHeading title="スタッフ管理" />
      {held && (
        <p className="notice--warning staff-page__held" role="status">
          {held.text} <Link to={paths.approvals.detail(held.id)}>承認リクエストを開く</Link>
        </p>
      )}
      <QueryState query={query}>
        {(data) => (
          <>
            <CreateMemberForm roles={data.staffRoles} pending={action.pending} apply={apply} />
            <div className="csv-export-row">
              <CsvExportButton table="staff_members" />
            </div>
            <MemberTable
              members={data.staffMembers}
              roles={data.staffRoles}
              pending={action.pending}
              apply={apply}
            />
            <RoleList roles={data.staffRoles} pending={action.pending} apply={apply} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function CreateMemberForm({ roles, pending, apply }: { roles: Role[]; pending: boolean; apply: Apply }) {
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);
  const ids = { email: useId(), error: useId() };
  const problem = touched ? newMemberProblem(email) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (newMemberProblem(email) || pending) return;
    const address = email.trim();
    if (await apply({ kind: 'create', email: address, roles: chosen }, address)) {
      setEmail('');
      setChosen([]);
      setTouched(false);
    }
  };

  return (
    <form className="staff-create" onSubmit={(e) => void submit(e)} noValidate aria-label="スタッフを作成">
      <h2>スタッフを作成</h2>
      <div className="field">
        <label htmlFor={ids.email}>メールアドレス</label>
        <input
          id={ids.email}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.error : undefined}
        />
        {problem && (
          <p id={ids.error} className="field__error">
            {problem}
          </p>
        )}
      </div>
      <fieldset className="staff-create__roles">
        <legend>ロール（付与は承認が必要です）</legend>
        {roles.map((role) => (
          <label key={role.name}>
            <input
              type="checkbox"
              checked={chosen.includes(role.name)}
              onChange={(e) =>
                setChosen((c) => (e.target.checked ? [...c, role.name] : c.filter((r) => r !== role.name)))
              }
            />
            {role.name}
          </label>
        ))}
      </fieldset>
      <p className="staff-create__hint">作成すると、本人にパスワード設定用のリンクをメールで送信します。</p>
      <button type="submit" className="button button--primary" disabled={pending}>
        作成
      </button>
    </form>
  );
}

function MemberTable(props: { members: Member[]; roles: Role[]; pending: boolean; apply: Apply }) {
  return (
    <table className="data-table staff-table">
      <caption>スタッフ一覧</caption>
      <thead>
        <tr>
          <th scope="col">メールアドレス</th>
          <th scope="col">ロール</th>
          <th scope="col">個別の権限</th>
          <th scope="col">最終ログイン</th>
          <th scope="col">状態</th>
          <th scope="col">操作</th>
        </tr>
      </thead>
      <tbody>
        {props.members.map((member) => (
          <MemberRow key={member.id} member={member} {...props} />
        ))}
      </tbody>
    </table>
  );
}

function MemberRow({
  member,
  roles,
  pending,
  apply,
}: {
  member: Member;
  roles: Role[];
  pending: boolean;
  apply: Apply;
}) {
  const me = useUserId();
  const [locking, setLocking] = useState(false);
  const run = (change: StaffChange) => apply(change, member.email);
  const staffId = member.id;
  return (
    <tr data-testid={`staff-${member.email}`}>
      <th scope="row">
        {member.email}
        {!member.passwordSet && <span className="tag tag--warning">パスワード未設定</span>}
      </th>
      <td>
        <HeldList
          items={member.roles}
          label={(role) => `ロール ${role} を外す`}
          disabled={pending}
          onRemove={(role) => void run({ kind: 'revokeRole', staffId, role })}
        />
        <GrantPicker
          label="ロールを付与"
          options={grantableRoles(member.roles, roles)}
          disabled={pending}
          onGrant={(role) => run({ kind: 'grantRole', staffId, role })}
        />
      </td>
      <td>
        <HeldList
          items={member.permissions}
          label={(p) => `権限 ${p} を外す`}
          disabled={pending}
          onRemove={(permission) => void run({ kind: 'revokePermission', staffId, permission })}
        />
        <GrantPicker
          label="権限を付与"
          options={grantablePermissions(member.permissions)}
          disabled={pending}
          onGrant={(permission) => run({ kind: 'grantPermission', staffId, permission })}
        />
      </td>
      <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : '未ログイン'}</td>
      <td>
        <span className={member.locked ? 'tag tag--danger' : 'tag tag--success'}>{lockText(member)}</span>
      </td>
      <td className="staff-table__actions">
        {member.locked ? (
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => void run({ kind: 'unlock', staffId })}
          >
            ロック解除
          </button>
        ) : (
          member.email !== me && (
            <button
              type="button"
              className="button button--danger"
              disabled={pending}
              onClick={() => setLocking(true)}
            >
              ロック
            </button>
          )
        )}
        {!member.passwordSet && (
          <button
            type="button"
            className="button"
            disabled={pending}
            onClick={() => void run({ kind: 'resendLink', staffId })}
          >
            リンク再送
          </button>
        )}
        <Dialog
          open={locking}
          onClose={() => setLocking(false)}
          title="スタッフをロック"
          footer={
            <div className="dialog__buttons">
              <button type="button" className="button" data-autofocus onClick={() => setLocking(false)}>
                キャンセル
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={pending}
                onClick={() => void run({ kind: 'lock', staffId }).then(() => setLocking(false))}
              >
                ロックする
              </button>
            </div>
          }
        >
          <p>
            {member.email}{' '}
            をロックします。ログイン中のセッションはすぐに終了し、解除には別のスタッフの承認が必要です。
          </p>
        </Dialog>
      </td>
    </tr>
  );
}

function HeldList(props: {
  items: readonly string[];
  label: (item: string) => string;
  disabled: boolean;
  onRemove: (item: string) => void;
}) {
  if (!props.items.length) return <span className="staff-table__none">なし</span>;
  return (
    <ul className="tag-list staff-table__held">
      {props.items.map((item) => (
        <li key={item} className="tag">
          {item}
          <button
            type="button"
            className="staff-table__remove"
            aria-label={props.label(item)}
            title={props.label(item)}
            disabled={props.disabled}
            onClick={() => props.onRemove(item)}
          >
            ×
          </button>
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
  const [value, setValue] = useState('');
  if (!props.options.length) return null;
  return (
    <span className="staff-table__grant">
      <select aria-label={props.label} value={value} onChange={(e) => setValue(e.target.value)}>
        <option value="">{props.label}…</option>
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
        付与
      </button>
    </span>
  );
}
