// The alert thresholds change only through a second person (issue "Who looked": "always held"): like the approvals
// policy, the rule about who may change it is code, not a row one person could switch off.
import { PERMISSIONS } from '../../../src/shared/permissions';
import { badInput } from '../../domain/action-outcome';
import {
  checkAlertPolicyChange,
  writeAlertPolicy,
  type AlertPolicyChange,
} from '../../domain/access-log/alerts';
import { registerHeldOperation, replayed } from '../approvals/registry';
import type { Change } from '../held-changes';

export function accessAlertPolicyChange(change: AlertPolicyChange): Change<AlertPolicyChange> {
  const args = {
    distinctConsumersPerHour: change.distinctConsumersPerHour,
    exportedRowsPerDay: change.exportedRowsPerDay,
  };
  return {
    spec: {
      operation: 'access_alerts.policy',
      permission: PERMISSIONS.staffAdmin,
      target: { type: 'access_alert_policy', id: null },
      args,
      approval: {
        mutation: 'updateAccessAlertPolicy',
        policy: 'always',
        args,
        facts: () => ({ rows: 1, anyFinal: false }),
      },
    },
    rule: async (tx, actor, now) => {
      const problem = checkAlertPolicyChange(args);
      if (problem) return badInput(problem.message, problem.field);
      const written = await writeAlertPolicy(tx, args, actor.email, now);
      return { status: 'done', value: args, audit: written };
    },
  };
}

registerHeldOperation(
  'updateAccessAlertPolicy',
  replayed(PERMISSIONS.staffAdmin, (a: AlertPolicyChange) => accessAlertPolicyChange(a)),
);
