// セッション on the security page: the signed-in member's live sessions (device, address, started, last seen) and
// ending any of them. Ending the current one signs this browser out (the next request answers 401 and the console
// goes to /login). The server decides whose sessions these are; this list only shows the caller's own.
import type { HTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format';
import { ActionButton } from '../../ui/action-availability';
import { DataTable, type Column } from '../../ui/data-table';
import { useT } from '../../../i18n/use-t';
import { QueryState } from '../../ui/query-state';
import { useAction } from '../../ui/use-action';
import { handleUnauthorized } from '../../api/unauthorized';
import { endMySession, fetchMySessions, sessionKeys } from './api/sessions-api';

type Session = Awaited<ReturnType<typeof fetchMySessions>>[number];

export function SessionsSection() {
  const t = useT();
  const query = useQuery({
    queryKey: sessionKeys.mine,
    queryFn: ({ signal }) => fetchMySessions(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const end = useAction<Session, unknown>({
    mutationFn: (session, { idempotencyKey }) => endMySession(session.id, idempotencyKey),
    invalidate: () => [sessionKeys.mine],
    successToast: (_result, session) =>
      session.current ? null : t('security.sessionEnded', { device: session.device }),
    errorToast: t('security.endFailed'),
    // The current session is gone: this browser is signed out like after any 401.
    onSuccess: (_result, session) => {
      if (session.current) void handleUnauthorized();
    },
  });
  const columns: Column<Session>[] = [
    {
      key: 'device',
      header: t('security.columnDevice'),
      rowHeader: true,
      cell: (session) => (
        <>
          {session.device}
          {session.current && <span className="tag tag--success">{t('security.thisBrowser')}</span>}
        </>
      ),
    },
    { key: 'address', header: t('security.columnAddress'), cell: (session) => session.address ?? '—' },
    {
      key: 'started',
      header: t('security.columnStarted'),
      cell: (session) => formatDateTime(session.startedAt),
    },
    {
      key: 'lastSeen',
      header: t('security.columnLastSeen'),
      cell: (session) => formatDateTime(session.lastSeenAt),
    },
    {
      key: 'actions',
      header: t('security.columnActions'),
      headerHidden: true,
      cell: (session) => (
        <ActionButton
          className="button"
          disabled={end.pending}
          aria-label={t('security.endSessionOf', {
            device: session.device,
            address: session.address ?? t('security.unknownAddress'),
          })}
          onClick={() => void end.run(session)}
        >
          {session.current ? t('security.signOut') : t('security.endSession')}
        </ActionButton>
      ),
    },
  ];

  return (
    <section className="security-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('security.sessionsTitle')}</h2>
      <p className="security-section__hint">{t('security.sessionsHint')}</p>
      <QueryState query={query} empty={t('security.noSessions')}>
        {(sessions) => (
          <div data-testid="sessions-table">
            <DataTable
              rows={sessions}
              columns={columns}
              rowKey={(session) => session.id}
              label={t('security.sessionsCaption')}
              rowProps={(session) =>
                ({ 'data-testid': `session-${session.id}` }) as HTMLAttributes<HTMLTableRowElement>
              }
            />
          </div>
        )}
      </QueryState>
    </section>
  );
}
