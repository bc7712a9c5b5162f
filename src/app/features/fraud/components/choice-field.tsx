// The fraud dialogs' one kind of required choice (a flagging reason, an assessment kind): a labelled select whose
// first, empty option asks for a choice, so the dialog can keep submit disabled until one is made.
export interface Choice {
  value: string;
  label: string;
}

export function ChoiceField({
  label,
  prompt,
  value,
  onChange,
  choices,
}: {
  label: string;
  prompt: string;
  value: string;
  onChange: (value: string) => void;
  /** Undefined while the list loads. */
  choices: readonly Choice[] | undefined;
}) {
  return (
    <label className="field">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{prompt}</option>
        {choices?.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
