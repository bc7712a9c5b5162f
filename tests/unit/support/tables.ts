// Reading tables as a user sees them, for unit tests of a route (render-app.tsx) or of one component. Nothing of the
// app is imported here: importing the route table kicks off the signed-in shell's import for a signed-in store, which
// a short test file could see land after its environment was torn down (an unhandled error in CI).
import { screen, waitFor, within } from '@testing-library/react';

/**
 * The table named `name` once it shows body rows: a virtual table's list mounts a render after the table, and its
 * rows come after that (src/app/ui/virtual-table.tsx).
 */
export async function findTableWithRows(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => {
    if (within(table).getAllByRole('row').length < 2) throw new Error(`${name}: no rows yet`);
  });
  return table;
}

/** The cell texts of a table's body rows (the first row holds the headers). */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
