// Looks at the staff members of each committed batch of access-log entries, after their answers have gone: the
// check never slows a read down. One check at a time, at most one every MIN_GAP_MS: staff members who read meanwhile
// are checked next, together. Busy readers' batches (several in flight at once) would otherwise keep one database
// connection and a share of the CPU checking without pause, taken from the answers.
import type { Database } from '../../db/client';
import { raiseAlerts, type AlertRule } from './alerts';
import type { AccessLogWriter } from './writer';

/** The least time between the starts of two checks (an alert is raised at most this much later). */
export const MIN_GAP_MS = 250;

export interface AlertWatch {
  /** Resolves when no check is pending (tests, shutdown). */
  settled(): Promise<void>;
}

export function watchAccessAlerts(
  db: Database,
  writer: AccessLogWriter,
  handlers: { raised: (rule: AlertRule) => void; failed: (error: unknown) => void },
): AlertWatch {
  // Per staff member, the rules their entries since the last check can have moved: every entry adds consumers, only
  // an export adds exported rows.
  let pending = new Map<string, Set<AlertRule>>();
  let running: Promise<void> | null = null;
  let lastStart = 0;

  const run = async () => {
    while (pending.size) {
      const wait = lastStart + MIN_GAP_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      const staff = pending;
      pending = new Map();
      try {
        const rulesOf = (email: string) => staff.get(email) ?? new Set<AlertRule>();
        for (const rule of await raiseAlerts(db.orm, staff.keys(), new Date(), rulesOf))
          handlers.raised(rule);
      } catch (error) {
        handlers.failed(error);
      }
    }
    running = null;
  };

  writer.onCommitted((entries) => {
    for (const entry of entries) {
      const rules = pending.get(entry.staff.email) ?? new Set<AlertRule>(['distinctConsumersPerHour']);
      if (entry.kind === 'Export') rules.add('exportedRowsPerDay');
      pending.set(entry.staff.email, rules);
    }
    running ??= run();
  });

  return {
    settled: async () => {
      while (running) await running;
    },
  };
}
