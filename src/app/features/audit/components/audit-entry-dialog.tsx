// One audit row's detail: who acted and who approved, the target, the outcome, the arguments,
// the refusal and whatever else the row says. The server has already left out passwords, codes and tokens.
import type { AuditEntryFieldsFragment } from '../../../api/generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { Link } from 'react-router-dom';
import { paths } from '../../../paths';
import { CodeLabel } from '../../../ui/code-label';
import { OperationName } from '../../../ui/operation-name';
import { detailView, type DetailView } from '../audit-rules';
import { OutcomeName } from './outcome-name';
import { useT } from '../../../../i18n/use-t';

function Lines({ lines }: { lines: [string, string][] }) {
  const t = useT();
  if (!lines.length) return <>{t('audit.none')}</>;
  return (
    <ul className="audit-detail__lines">
      {lines.map(([key, value]) => (
        <li key={key}>
          {/* The recorded arguments as they were sent, for support engineers: data, not the console's words. */}
          <code>{key}</code>: <span className="mono">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who acted: a staff member's e-mail, or a tool acting alone (the staff CLI, the demo data's seeding) by name. */
export function AuditActor({ email }: { email: string | null | undefined }) {
  const t = useT();
  if (!email) return <>{t('audit.nobody')}</>;
  return email.includes('@') ? <>{email}</> : <CodeLabel group="auditActor" code={email} />;
}

/** A refusal by its name (the code in the tooltip), then the server's message. */
function Refusal({ refusal }: { refusal: DetailView['refusal'] }) {
  const t = useT();
  if (!refusal) return <>{t('audit.none')}</>;
  return (
    <>
      <CodeLabel group="auditRefusal" code={refusal.code} />
      {refusal.message && `: ${refusal.message}`}
    </>
  );
}

/** What an entry acted on: its kind by name (the code in the tooltip) and its id. */
export function AuditTarget({ entry }: { entry: AuditEntryFieldsFragment }) {
  const kind = entry.targetType ? <CodeLabel group="auditTarget" code={entry.targetType} /> : null;
  if (!entry.targetId) return kind;
  const id =
    entry.targetType === 'consumer' ? (
      <Link to={paths.consumer.details(entry.targetId)}>{entry.targetId}</Link>
    ) : (
      entry.targetId
    );
  return (
    <>
      {kind} <span className="mono">{id}</span>
    </>
  );
}

export function AuditEntryDialog({
  entry,
  onClose,
}: {
  entry: AuditEntryFieldsFragment | null;
  onClose: () => void;
}) {
  const t = useT();
  if (!entry) return null;
  const view = detailView(entry.detail);
  const rows: KeyValueRow[] = [
    [t('audit.sequence'), entry.sequence],
    [t('audit.at'), formatDateTime(entry.at)],
    [t('audit.maker'), <AuditActor key="maker" email={entry.staffEmail} />],
    [t('audit.approver'), entry.approverEmail ?? t('audit.none')],
    [t('audit.operation'), <OperationName key="operation" operation={entry.operation} />],
    [
      t('audit.target'),
      entry.targetType || entry.targetId ? <AuditTarget key="target" entry={entry} /> : t('audit.none'),
    ],
    [t('audit.outcome'), <OutcomeName key="outcome" outcome={entry.outcome} />],
    [t('audit.ip'), entry.ip ?? t('audit.none')],
    [t('audit.args'), <Lines key="args" lines={view.args} />],
    [t('audit.refusal'), <Refusal key="refusal" refusal={view.refusal} />],
    [t('audit.other'), <Lines key="other" lines={view.other} />],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('audit.detailTitle', { sequence: entry.sequence })}
      className="audit-detail"
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('dialog.close')}
        </button>
      }
    >
      <KeyValueTable rows={rows} />
    </Dialog>
  );
}
