// A catalogue text as an element, for places that hold a node rather than render one (a table's column headers
// defined as data, a cell): it follows a language switch like any component using useT.
import type { MessageKey, MessageValues } from './i18n';
import { useT } from './use-t';

export function Text({ id, values }: { id: MessageKey; values?: MessageValues }) {
  const t = useT();
  return <>{t(id, values)}</>;
}
