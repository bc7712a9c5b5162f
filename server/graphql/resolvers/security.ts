// The security page's passkeys (list, rename, remove) and the security policy (read, held change), and the /staff
// page's removal of a member's passkeys. Every change goes through the mutation runner: one transaction, audited.
import type { Resolvers } from '../generated/resolvers-types';
import { runMutation } from '../mutation-runner';
import { removeStaffPasskeysChange, securityPolicyChange } from '../security-changes';
import {
  listPasskeys,
  removePasskeyRule,
  renamePasskeyRule,
  type PasskeyData,
} from '../../domain/staff-auth/passkeys';
import { readSecurityPolicy, type SecurityPolicyData } from '../../domain/staff-auth/security-policy';

const passkeyOut = (p: PasskeyData) => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.getTime(),
  lastUsedAt: p.lastUsedAt?.getTime() ?? null,
});

const policyOut = (p: SecurityPolicyData) => ({ ...p, updatedAt: p.updatedAt.getTime() });

export const securityResolvers: Resolvers = {
  Query: {
    myPasskeys: async (_root, _args, ctx) => (await listPasskeys(ctx.db.orm, ctx.staff.id)).map(passkeyOut),
    securityPolicy: async (_root, _args, ctx) => policyOut(await readSecurityPolicy(ctx.db.orm)),
  },
  Mutation: {
    renamePasskey: async (_root, { id, name }, ctx) =>
      passkeyOut(
        await runMutation(
          ctx,
          {
            operation: 'passkey.rename',
            permission: null,
            target: { type: 'staff_passkey', id },
            args: { name: name.slice(0, 100) },
          },
          renamePasskeyRule(ctx.staff.id, id, name),
        ),
      ),
    removePasskey: async (_root, { id, password }, ctx) =>
      (
        await runMutation(
          ctx,
          { operation: 'passkey.remove', permission: null, target: { type: 'staff_passkey', id }, args: {} },
          removePasskeyRule(ctx.staff.id, id, password),
        )
      ).map(passkeyOut),
    updateSecurityPolicy: async (_root, args, ctx) => {
      const change = securityPolicyChange(args);
      return policyOut(await runMutation(ctx, change.spec, change.rule));
    },
    removeStaffPasskeys: (_root, args, ctx) => {
      const change = removeStaffPasskeysChange(args);
      return runMutation(ctx, change.spec, change.rule);
    },
  },
};
