// /staff (permission staff.admin): the staff list with roles, direct permissions, last sign-in and
// lock state (member-table.tsx); creating a member (who sets their own password from a mailed one-time
// link); granting and revoking roles and permissions; lock and unlock. Grants and unlock wait for a second person:
// the page then shows 承認待ち with a link to the request instead of the success text, and the member's row keeps
// showing it until the request is decided.
import { CsvExportButton } from '../../ui/csv-export-button';
import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalRequestIdOf } from '../../api/approval-required';
import { ApprovalPendingNotice } from '../../ui/approval-pending';
import { PageHeading } from '../../ui/page-heading';
import { QueryState } from '../../ui/query-state';
import { errorText as failureText } from '../../ui/error-text';
import { useAction } from '../../ui/use-action';
import { fetchStaffAdmin, runStaffChange, staffKeys, type StaffChange } from './api/staff-api';
import type { StaffAdminQuery } from '../../api/generated/graphql';
import { doneText, heldText, newMemberProblem } from './staff-rules';
import { MemberTable } from './member-table';
import { RoleList } from './role-list';
import './staff.css';
import { useT } from '../../../i18n/use-t';
import { t as text } from '../../../i18n/i18n';

type Role = StaffAdminQuery['staffRoles'][number];
export interface Run {
  change: StaffChange;
  email: string;
}
export type Apply = (change: StaffChange, email: string) => Promise<boolean>;

/** A refusal's own sentence (CONFLICT, BAD_USER_INPUT), or the failure explained (LAST_DECIDERS, FORBIDDEN…). */
const errorText = (error: unknown) => text('staff.failed', { reason: failureText(error) });

export function StaffPage() {
  const t = useT();
  // Who may do what is read fresh whenever the page opens (another administrator or an approval may have changed it).
  const query = useQuery({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => fetchStaffAdmin(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const queryClient = useQueryClient();
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
    if (!id) return false;
    setHeld({ id, text: heldText(change, email) });
    // The member's row shows the waiting request (pendingRequests).
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    return true;
  };

  return (
    <section className="staff-page" aria-label={t('staff.title')}>
      <PageHeading title={t('staff.title')} />
      {held && <ApprovalPendingNotice requestId={held.id} detail={held.text} />}
      <QueryState query={query}>
        {(data) => (
          <>
            <CreateMemberForm roles={data.staffRoles} pending={action.pending} apply={apply} />
            <div className="csv-export-row">
              <CsvExportButton table="staff_members" />
            </div>
            <MemberTable members={data.staffMembers} roles={data.staffRoles} action={action} apply={apply} />
            <RoleList
              roles={data.staffRoles}
              members={data.staffMembers}
              pending={action.pending}
              apply={apply}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function CreateMemberForm({ roles, pending, apply }: { roles: Role[]; pending: boolean; apply: Apply }) {
  const t = useT();
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
    <form
      className="staff-create"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('staff.createTitle')}
    >
      <h2>{t('staff.createTitle')}</h2>
      <div className="field">
        <label htmlFor={ids.email}>{t('staff.email')}</label>
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
        <legend>{t('staff.rolesLegend')}</legend>
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
      <p className="staff-create__hint">{t('staff.createHint')}</p>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('staff.create')}
      </button>
    </form>
  );
}
