// One audit row's detail (issue 19, part 2): who acted and who approved, the target, the outcome, the arguments,
// the refusal and whatever else the row says. The server has already left out passwords, codes and tokens.
import type { AuditEntryFieldsFragment } from '../../../api/generated/graphql';
import { Dialog } from '../../../ui/dialog';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable, type KeyValueRow } from '../../../ui/key-value-table';
import { MESSAGES } from '../../../messages';
import { detailView, outcomeText } from '../audit-rules';
import { AUDIT_TEXTS as T } from '../audit-texts';

function Lines({ lines }: { lines: [string, string][] }) {
  if (!lines.length) return <>{T.none}</>;
  return (
    <ul className="audit-detail__lines">
      {lines.map(([key, value]) => (
        <li key={key}>
          <code>{key}</code>: {value}
        </li>
      ))}
    </ul>
  );
}

export function AuditEntryDialog({
  entry,
  onClose,
}: {
  entry: AuditEntryFieldsFragment | null;
  onClose: () => void;
}) {
  if (!entry) return null;
  const view = detailView(entry.detail);
  const rows: KeyValueRow[] = [
    [T.sequence, entry.sequence],
    [T.at, formatDateTime(entry.at)],
    [T.maker, entry.staffEmail || T.nobody],
    [T.approver, entry.approverEmail ?? T.none],
    [T.operation, entry.operation],
    [T.target, [entry.targetType, entry.targetId].filter(Boolean).join(' ') || T.none],
    [T.outcome, outcomeText(entry.outcome)],
    [T.ip, entry.ip ?? T.none],
    [T.args, <Lines key="args" lines={view.args} />],
    [T.refusal, view.refusal ?? T.none],
    [T.other, <Lines key="other" lines={view.other} />],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title={T.detailTitle(entry.sequence)}
      className="audit-detail"
      footer={
        <button type="button" className="button" onClick={onClose}>
          {MESSAGES.common.close}
        </button>
      }
    >
      <KeyValueTable rows={rows} />
    </Dialog>
  );
}
