// Presence on a case page (docs/decisions.md "Presence"): one WebSocket per tab to /api/presence, which says which
// consumer's case the page shows and whether one of its dialogs is open (操作中), and hears who else has it open and
// each committed change of the case. A change by someone else shows a banner (what, who) and reloads the page's data;
// an open dialog keeps its input (its own version stays the one it opened with, so its change answers STALE_CASE).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { caseFieldName, operationName } from '../../i18n/texts';
import { useT } from '../../i18n/use-t';
import { consoleStore } from '../state/console-store';
import { caseKeys } from '../api/case-keys';
import { useAnyDialogOpen } from './open-dialogs';

export interface PresentPerson {
  tab: string;
  name: string;
  initials: string;
  busy: boolean;
}

interface CaseEventMessage {
  consumerId: string;
  version: number;
  operation: string;
  staffEmail: string;
  fields: string[];
}

const RETRY_MS = 3_000;

/** The presence of the case `consumerId` (null: a page without a case); reconnects after a break. */
export function useCasePresence(consumerId: string | null) {
  const queryClient = useQueryClient();
  const busy = useAnyDialogOpen();
  const [people, setPeople] = useState<PresentPerson[]>([]);
  const [connected, setConnected] = useState(false);
  const [change, setChange] = useState<CaseEventMessage | null>(null);
  const [socket, setSocket] = useState<WebSocket | null>(null);

  useEffect(() => {
    if (!consumerId || typeof WebSocket === 'undefined') return;
    let closed = false;
    let current: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/presence`);
      current = ws;
      ws.onopen = () => {
        setConnected(true);
        setSocket(ws);
        ws.send(JSON.stringify({ type: 'watch', caseId: consumerId }));
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { type: string } & Record<string, unknown>;
        if (message.type === 'presence' && message.caseId === consumerId)
          setPeople(message.people as PresentPerson[]);
        if (message.type === 'case' && message.consumerId === consumerId) {
          const event = message as unknown as CaseEventMessage;
          const me = consoleStore.getState().user.userId?.toLowerCase();
          if (event.staffEmail.toLowerCase() !== me) setChange(event);
          void queryClient.invalidateQueries({ queryKey: caseKeys.consumer(consumerId) });
          void queryClient.invalidateQueries({ queryKey: caseKeys.account(consumerId) });
        }
      };
      ws.onclose = () => {
        setConnected(false);
        setSocket(null);
        setPeople([]);
        if (!closed) timer = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      current?.close();
    };
  }, [consumerId, queryClient]);

  useEffect(() => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'busy', busy }));
  }, [socket, busy]);

  return { people, connected, change, dismiss: () => setChange(null) };
}

export function PresenceStrip({ consumerId }: { consumerId: string }) {
  const t = useT();
  const { people, connected, change, dismiss } = useCasePresence(consumerId);
  return (
    <>
      {change && (
        <div className="notice--warning case-changed" role="status">
          <span>
            {t('ui.presence.changed', {
              who: change.staffEmail.split('@')[0],
              what: [operationName(change.operation), ...change.fields.map(caseFieldName)].join(
                t('ui.case.fieldJoiner'),
              ),
            })}
          </span>{' '}
          <button type="button" className="button" onClick={dismiss}>
            {t('ui.close')}
          </button>
        </div>
      )}
      <div className="presence-strip" aria-label={t('ui.presence.label')} role="group">
        {!connected ? (
          <span className="form-notice--muted">{t('ui.presence.unknown')}</span>
        ) : people.length === 0 ? (
          <span className="form-notice--muted">{t('ui.presence.alone')}</span>
        ) : (
          people.map((p) => (
            <span key={p.tab} className="presence-person" title={p.name}>
              <span className="presence-person__initials" aria-hidden="true">
                {p.initials}
              </span>{' '}
              {p.name}
              {p.busy && <span className="presence-person__busy"> {t('ui.presence.busy')}</span>}
            </span>
          ))
        )}
      </div>
    </>
  );
}
