// Fills an empty database with demo data on first start, and makes sure the two demo staff accounts exist.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers, staffUsers } from '../db/schema/index';
import { createStaffUser, normaliseEmail } from '../domain/staff-accounts';
import { ALL_PERMISSIONS, PERMISSIONS } from '../../src/shared/permissions';
import { seedDemoData } from './demo-data';

export interface DemoStaffAccount {
  email: string;
  password: string;
  permissions: string[];
  note: string;
}

/** Demo sign-ins, printed in the log on first start in embedded mode. Never use them in production. */
export const DEMO_STAFF: DemoStaffAccount[] = [
  {
    email: 'admin@example.com',
    password: 'demo-admin-passw0rd',
    permissions: [...ALL_PERMISSIONS],
    note: 'every permission: fraud tools, assessment reports, PAC and credit-audit records',
  },
  {
    email: 'support@example.com',
    password: 'demo-support-passw0rd',
    permissions: [PERMISSIONS.assessmentReportsRead, PERMISSIONS.consumersWrite],
    note: 'support: reads assessment reports and changes accounts (no close); no fraud, exclusion, contract or PAC permissions',
  },
];

/** Creates the missing demo staff accounts; returns the e-mails it created. */
export async function ensureDemoStaff(db: Database): Promise<string[]> {
  const created: string[] = [];
  for (const s of DEMO_STAFF) {
    const email = normaliseEmail(s.email);
    const existing = await db.orm
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    if (existing.length) continue;
    await createStaffUser(db.orm, { email, password: s.password, permissions: s.permissions }, 'seed');
    created.push(email);
  }
  return created;
}

export async function consumerCount(db: Database): Promise<number> {
  const [row] = await db.orm.select({ n: count() }).from(consumers);
  return Number(row.n);
}

/**
 * Seeds demo data only when there are no consumers yet, and creates the demo staff accounts that do not
 * exist. `seeded` says whether demo data was generated.
 */
export async function seedIfEmpty(
  db: Database,
  options: { consumers: number; seed?: number },
): Promise<{ seeded: boolean }> {
  let seeded = false;
  if ((await consumerCount(db)) === 0 && options.consumers > 0) {
    await seedDemoData(db, { consumers: options.consumers, seed: options.seed ?? 1 });
    seeded = true;
  }
  await ensureDemoStaff(db);
  return { seeded };
}
