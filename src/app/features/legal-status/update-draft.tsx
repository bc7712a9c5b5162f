// The Update tab's work, kept above the tabs: the checked file's name and rows, the comment and the
// choices made on them survive a visit to the History tab and back. Held by the legal-status layout, so it ends when
// the user leaves the legal-status screens (or a batch is sent: its result page is outside the layout). Not in the
// URL: rows and comments are no URL material.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { legalStatusBatchId } from '../../../shared/id-patterns';
import type { LegalStatusCsvResult } from '../../../workers/legal-status-csv';

export interface UpdateDraft {
  /** The file whose rows `result` holds; null before any file. */
  fileName: string | null;
  result: LegalStatusCsvResult | null;
  batchId: string;
  comment: string;
  onlyErrors: boolean;
  /** Leave the rows with warnings (closed account, final status) out of the batch. */
  leaveOutWarnings: boolean;
}

export const newDraft = (comment = ''): UpdateDraft => ({
  fileName: null,
  result: null,
  batchId: legalStatusBatchId(),
  comment,
  onlyErrors: false,
  leaveOutWarnings: true,
});

type DraftState = [UpdateDraft, (change: (draft: UpdateDraft) => UpdateDraft) => void];

const DraftContext = createContext<DraftState | null>(null);

export function UpdateDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<UpdateDraft>(() => newDraft());
  return <DraftContext.Provider value={[draft, setDraft]}>{children}</DraftContext.Provider>;
}

/** The layout's draft; a page rendered without the layout (a test) gets one of its own. */
export function useUpdateDraft(): DraftState {
  const shared = useContext(DraftContext);
  const [own, setOwn] = useState<UpdateDraft>(() => newDraft());
  return shared ?? [own, setOwn];
}
