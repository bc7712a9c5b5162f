// An audit operation or a held mutation as people read it: its label in the staff member's language, with
// the raw name the server wrote on a small line below, so a row can still be matched to the log, the filters and a
// CSV's name column. A name with no label (a later version's) is shown once, as it is. `link`: the label is a link.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasOperationLabel } from '../../shared/operation-labels';
import type { MessageKey } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import './operation-name.css';

export function OperationName({ operation, link }: { operation: string; link?: string }) {
  const t = useT();
  // The label in the staff member's language (the catalogue's operation.* entries, made from the same maps).
  const label = hasOperationLabel(operation) ? t(`operation.${operation}` as MessageKey) : operation;
  const text: ReactNode = link ? <Link to={link}>{label}</Link> : label;
  if (label === operation) return <code className="operation-name">{text}</code>;
  return (
    <span className="operation-name" data-operation={operation}>
      <span className="operation-name__label">{text}</span>
      <code className="operation-name__raw">{operation}</code>
    </span>
  );
}
