// The /audit page's filters: staff e-mail, operation (with the operations the log holds as
// suggestions, each with its label), target id, outcome and a range of JST calendar days. Applied on submit; the page keeps them in the
// URL's query string.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { auditOperationsQueryOptions } from '../api/audit-api';
import { operationName } from '../../../../i18n/texts';
import {
  AUDIT_OUTCOMES,
  EMPTY_FILTERS,
  isValidDateRange,
  outcomeText,
  type AuditFilters,
} from '../audit-rules';
import { useT } from '../../../../i18n/use-t';

export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const operations = useQuery(auditOperationsQueryOptions());
  const listId = useId();
  const rangeOk = isValidDateRange(draft);
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeOk) onApply(draft);
  };
  const text = (key: 'staffEmail' | 'operation' | 'targetId', label: string, extra: object = {}) => (
    <label className="audit-filters__field">
      <span>{label}</span>
      <input type="text" value={draft[key]} onChange={(e) => set(key)(e.target.value)} {...extra} />
    </label>
  );
  const staffEmail = text('staffEmail', t('audit.staffEmail'), { type: 'email', autoComplete: 'off' });
  const operation = text('operation', t('audit.operation'), {
    list: listId,
    placeholder: t('audit.anyOperation'),
  });
  const targetId = text('targetId', t('audit.targetId'));
  return (
    <form className="audit-filters" onSubmit={submit} aria-label={t('audit.filters')}>
      {staffEmail}
      {operation}
      <datalist id={listId}>
        {(operations.data ?? []).map((operation) => (
          <option key={operation} value={operation} label={operationName(operation)} />
        ))}
      </datalist>
      {targetId}
      <label className="audit-filters__field">
        <span>{t('audit.outcome')}</span>
        <select value={draft.outcome} onChange={(e) => set('outcome')(e.target.value)}>
          <option value="">{t('audit.anyOutcome')}</option>
          {AUDIT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcomeText(outcome)}
            </option>
          ))}
        </select>
      </label>
      <label className="audit-filters__field">
        <span>{t('audit.from')}</span>
        <input
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          aria-invalid={!rangeOk || undefined}
          onChange={(e) => set('from')(e.target.value)}
        />
      </label>
      <label className="audit-filters__field">
        <span>{t('audit.to')}</span>
        <input
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          aria-invalid={!rangeOk || undefined}
          onChange={(e) => set('to')(e.target.value)}
        />
      </label>
      <div className="audit-filters__buttons">
        <button type="submit" className="button button--primary" disabled={!rangeOk}>
          {t('audit.apply')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
      {!rangeOk && (
        <p className="audit-filters__error" role="alert">
          {t('audit.badRange')}
        </p>
      )}
    </form>
  );
}
