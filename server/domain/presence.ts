// Who has which case open now, across instances (docs/decisions.md "Presence"): every tab's announcement (its case,
// whether an action dialog is open) reaches every instance, which keeps the board of all tabs; an entry not
// refreshed within ENTRY_TTL_MS is gone (a tab that closed, slept or lost the network, an instance that died).

/** A tab's instance re-announces its tabs this often (and pings their sockets). */
export const HEARTBEAT_MS = 10_000;
/** An entry not announced again within this long is gone: under the 30 seconds the console promises. */
export const ENTRY_TTL_MS = 25_000;

export interface TabAnnouncement {
  tab: string;
  instance: string;
  /** null: the tab left (closed, or a page without a case). */
  caseId: string | null;
  email: string;
  /** One of the page's action dialogs is open. */
  busy: boolean;
}

/** The heartbeat of one instance: these tabs are still there as last announced. */
export interface Refresh {
  instance: string;
  tabs: string[];
}

export interface PresentPerson {
  tab: string;
  /** The e-mail's local part. */
  name: string;
  initials: string;
  busy: boolean;
}

interface Entry extends TabAnnouncement {
  expiresAt: number;
}

/** The first letters of the first two parts of an e-mail local part (taro_yamada: TY), else its first two (SU). */
export function initialsOf(localPart: string): string {
  const parts = localPart.split(/[._\-+]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : localPart.slice(0, 2);
  return letters.toUpperCase();
}

export class PresenceBoard {
  private entries = new Map<string, Entry>();

  /** Applies one announcement; answers the cases whose list changed. */
  announce(a: TabAnnouncement, now: number): string[] {
    const before = this.entries.get(a.tab);
    const touched = new Set<string>();
    if (before?.caseId && (before.caseId !== a.caseId || before.busy !== a.busy || before.email !== a.email))
      touched.add(before.caseId);
    if (a.caseId) {
      this.entries.set(a.tab, { ...a, expiresAt: now + ENTRY_TTL_MS });
      if (!before || before.caseId !== a.caseId || before.busy !== a.busy) touched.add(a.caseId);
    } else this.entries.delete(a.tab);
    return [...touched];
  }

  refresh(r: Refresh, now: number): void {
    for (const tab of r.tabs) {
      const entry = this.entries.get(tab);
      if (entry && entry.instance === r.instance) entry.expiresAt = now + ENTRY_TTL_MS;
    }
  }

  /** Drops entries not refreshed in time; answers the cases whose list changed. */
  expire(now: number): string[] {
    const touched = new Set<string>();
    for (const [tab, entry] of this.entries)
      if (entry.expiresAt <= now) {
        this.entries.delete(tab);
        if (entry.caseId) touched.add(entry.caseId);
      }
    return [...touched];
  }

  /** Everyone on the case but `exceptTab`, in a stable order. */
  people(caseId: string, exceptTab: string | null): PresentPerson[] {
    const found: PresentPerson[] = [];
    for (const entry of this.entries.values()) {
      if (entry.caseId !== caseId || entry.tab === exceptTab) continue;
      const name = entry.email.split('@')[0];
      found.push({ tab: entry.tab, name, initials: initialsOf(name), busy: entry.busy });
    }
    return found.sort((a, b) => a.name.localeCompare(b.name) || a.tab.localeCompare(b.tab));
  }

  /** Forgets what other instances said (their messages may have been missed); they are heard again within a beat. */
  forgetOthers(instance: string): string[] {
    const touched = new Set<string>();
    for (const [tab, entry] of this.entries)
      if (entry.instance !== instance) {
        this.entries.delete(tab);
        if (entry.caseId) touched.add(entry.caseId);
      }
    return [...touched];
  }
}
