// A two-column table of labelled values (record details: authorisation data, contract holder, combini payment).
import type { ReactNode } from 'react';

export type KeyValueRow = readonly [label: string, value: ReactNode];

export function KeyValueTable({ rows, caption }: { rows: readonly KeyValueRow[]; caption?: string }) {
  return (
    <table className="key-value-table">
      {caption && <caption>{caption}</caption>}
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
