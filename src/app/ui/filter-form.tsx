// The filter form of a history list (the legal-status and bulk-cancellation histories): text fields and a
// from/to day range, applied with a button or Enter and cleared with another; the applied filters live in the
// URL (the page's own), and a reversed range is refused with its message before anything is asked.
import { useState, type FormEvent } from 'react';
import { isValidDateRange } from './url-filters';

export interface FilterField<K extends string> {
  key: K;
  label: string;
  type: 'text' | 'search' | 'date';
}

export interface FilterFormTexts {
  /** The form's accessible name. */
  label: string;
  apply: string;
  clear: string;
  badRange: string;
}

export interface FilterFormProps<K extends string> {
  fields: readonly FilterField<K>[];
  applied: Record<K, string> & { from: string; to: string };
  empty: Record<K, string> & { from: string; to: string };
  texts: FilterFormTexts;
  onApply: (filters: Record<K, string> & { from: string; to: string }) => void;
  className: string;
}

export function FilterForm<K extends string>({
  fields,
  applied,
  empty,
  texts,
  onApply,
  className,
}: FilterFormProps<K>) {
  const [draft, setDraft] = useState(applied);
  const rangeOk = isValidDateRange(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeOk) onApply(draft);
  };
  return (
    <form className={className} role="search" aria-label={texts.label} onSubmit={submit}>
      {fields.map(({ key, label, type }) => (
        <label key={key}>
          <span>{label}</span>
          <input
            type={type}
            value={draft[key]}
            aria-invalid={(type === 'date' && !rangeOk) || undefined}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
        </label>
      ))}
      <button type="submit" className="button button--primary" disabled={!rangeOk}>
        {texts.apply}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => {
          setDraft(empty);
          onApply(empty);
        }}
      >
        {texts.clear}
      </button>
      {!rangeOk && (
        <p className="form-error" role="alert">
          {texts.badRange}
        </p>
      )}
    </form>
  );
}

/**
 * A history's filter form but for what it applies: the text fields `keys` (inputs of `type`), then the from/to day
 * range, each labelled by its key's text in `texts` (read at render, in the active language).
 */
export function rangeFilterForm<K extends string>(
  className: string,
  texts: FilterFormTexts & Readonly<Record<NoInfer<K> | 'from' | 'to', string>>,
  empty: FilterFormProps<NoInfer<K>>['empty'],
  type: 'text' | 'search',
  keys: readonly K[],
): Omit<FilterFormProps<K>, 'applied' | 'onApply'> {
  const range: FilterField<K>[] = [
    { key: 'from' as K, label: texts.from, type: 'date' },
    { key: 'to' as K, label: texts.to, type: 'date' },
  ];
  return {
    className,
    texts,
    empty,
    fields: [...keys.map((key) => ({ key, label: texts[key], type })), ...range],
  };
}
