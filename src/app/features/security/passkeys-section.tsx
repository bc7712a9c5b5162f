// パスキー on the security page: the signed-in member's passkeys (name, created, last used), パスキーを登録 (a name,
// then the browser's own prompt), rename, and removal, which asks for the password again. The server decides whose
// passkeys these are and checks the password; this page only shows the caller's own.
import { useState, type HTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format';
import { ActionButton } from '../../ui/action-availability';
import { DataTable, type Column } from '../../ui/data-table';
import { useT } from '../../../i18n/use-t';
import { t as text } from '../../../i18n/i18n';
import { FormDialog } from '../../ui/form-dialog';
import { InputField, PasswordField } from '../../ui/input-field';
import { QueryState } from '../../ui/query-state';
import { useAction } from '../../ui/use-action';
import { defaultPasskeyName } from '../../api/passkey-enrolment';
import {
  fetchMyPasskeys,
  passkeyKeys,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from './api/passkeys-api';

type Passkey = Awaited<ReturnType<typeof fetchMyPasskeys>>[number];

type Editing =
  { kind: 'register' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey };

export function PasskeysSection() {
  const t = useT();
  const query = useQuery({
    queryKey: passkeyKeys.mine,
    queryFn: ({ signal }) => fetchMyPasskeys(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const columns: Column<Passkey>[] = [
    { key: 'name', header: t('security.columnName'), rowHeader: true, cell: (passkey) => passkey.name },
    {
      key: 'created',
      header: t('security.columnCreated'),
      cell: (passkey) => formatDateTime(passkey.createdAt),
    },
    {
      key: 'lastUsed',
      header: t('security.columnLastUsed'),
      cell: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : t('security.neverUsed')),
    },
    {
      key: 'actions',
      header: t('security.columnActions'),
      headerHidden: true,
      cell: (passkey) => (
        <>
          <ActionButton
            className="button"
            aria-label={t('security.renameOf', { name: passkey.name })}
            onClick={() => setEditing({ kind: 'rename', passkey })}
          >
            {t('security.rename')}
          </ActionButton>
          <ActionButton
            className="button button--danger"
            aria-label={t('security.removeOf', { name: passkey.name })}
            onClick={() => setEditing({ kind: 'remove', passkey })}
          >
            {t('security.remove')}
          </ActionButton>
        </>
      ),
    },
  ];

  return (
    <section className="security-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('security.passkeysTitle')}</h2>
      <p className="security-section__hint">{t('security.passkeysHint')}</p>
      <ActionButton className="button button--primary" onClick={() => setEditing({ kind: 'register' })}>
        {t('security.register')}
      </ActionButton>
      <QueryState query={query} empty={t('security.noPasskeys')}>
        {(passkeys) => (
          <div data-testid="passkeys-table">
            <DataTable
              rows={passkeys}
              columns={columns}
              rowKey={(passkey) => passkey.id}
              label={t('security.passkeysCaption')}
              rowProps={(passkey) =>
                ({ 'data-testid': `passkey-${passkey.id}` }) as HTMLAttributes<HTMLTableRowElement>
              }
            />
          </div>
        )}
      </QueryState>
      {editing?.kind === 'register' && <RegisterDialog onClose={close} />}
      {editing?.kind === 'rename' && <RenameDialog passkey={editing.passkey} onClose={close} />}
      {editing?.kind === 'remove' && <RemoveDialog passkey={editing.passkey} onClose={close} />}
    </section>
  );
}

function NameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <InputField label={t('security.passkeyName')} value={value} maxLength={100} onValue={onChange} required />
  );
}

/** The browser's refusal (the prompt closed, no authenticator) in the member's words; the server's as it says. */
function registrationError(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return text('security.registerCancelled');
  if (name === 'InvalidStateError') return text('security.registerDuplicate');
  return text('security.registerFailed');
}

function RegisterDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState(defaultPasskeyName);
  const action = useAction<{ name: string }, { signInAgain: boolean }>({
    mutationFn: (v) => registerPasskey(v.name),
    invalidate: () => [passkeyKeys.mine],
    successToast: t('security.registered'),
    errorToast: registrationError,
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('security.register')}
      action={action}
      variables={name.trim() ? { name: name.trim() } : null}
      submitDisabled={!name.trim()}
      submitLabel={t('security.registerSubmit')}
    >
      <NameField value={name} onChange={setName} />
      <p className="form-dialog__hint">{t('security.registerHint')}</p>
    </FormDialog>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState(passkey.name);
  const action = useAction<{ name: string }, unknown>({
    mutationFn: (v, { idempotencyKey }) => renamePasskey(passkey.id, v.name, idempotencyKey),
    invalidate: () => [passkeyKeys.mine],
    successToast: t('security.renamed'),
    errorToast: t('security.renameFailed'),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('security.renameTitle')}
      action={action}
      variables={name.trim() ? { name: name.trim() } : null}
      submitDisabled={!name.trim()}
      submitLabel={t('security.renameSubmit')}
    >
      <NameField value={name} onChange={setName} />
    </FormDialog>
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const action = useAction<{ password: string }, unknown>({
    mutationFn: (v, { idempotencyKey }) => removePasskey(passkey.id, v.password, idempotencyKey),
    invalidate: () => [passkeyKeys.mine],
    successToast: t('security.removed', { name: passkey.name }),
    errorToast: (error) =>
      (error as { message?: string } | null)?.message?.includes('password')
        ? t('security.wrongPassword')
        : t('security.removeFailed'),
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('security.removeTitle')}
      action={action}
      variables={password ? { password } : null}
      submitDisabled={!password}
      submitLabel={t('security.remove')}
    >
      <p>{t('security.removeText', { name: passkey.name })}</p>
      <PasswordField label={t('security.password')} value={password} onValue={setPassword} />
    </FormDialog>
  );
}
