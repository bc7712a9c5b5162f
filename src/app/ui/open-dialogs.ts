// How many of the console's dialogs are open in this tab: presence reports 操作中 on the case while there is one
// (src/app/features/case/case-presence.tsx).
import { useSyncExternalStore } from 'react';

let openDialogs = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Called by the dialog as it opens; answers what to call as it closes. */
export function dialogOpened(): () => void {
  openDialogs++;
  notify();
  return () => {
    openDialogs--;
    notify();
  };
}

export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openDialogs > 0,
  );
}
