// Fills an empty database with demo data on first start, and makes sure the two demo staff accounts exist.
import { count, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { consumers, staffUsers } from '../db/schema/index';
import { createStaffUser, normaliseEmail } from '../domain/staff-accounts';
import { DEMO_STAFF } from '../domain/demo-staff';
import { seedDemoData } from './demo-data';

// The accounts are the sign-in's knowledge too (it refuses their published passwords outside demo mode), so they are
// defined in the domain; the seed's callers keep importing them from here.
export { DEMO_STAFF, type DemoStaffAccount } from '../domain/demo-staff';

/**
 * Whether `npm run seed` makes the demo staff: on PostgreSQL only with DEMO_STAFF=true (the seed shell often lacks
 * the server's SMTP_URL, so "no relay" proves nothing there); on the embedded database the server's rule.
 */
export function seedMakesDemoStaff(
  config: Pick<Config, 'databaseUrl' | 'demoStaff'>,
  env: NodeJS.ProcessEnv,
) {
  if (!config.databaseUrl) return config.demoStaff;
  return ['1', 'true', 'yes', 'on'].includes((env.DEMO_STAFF ?? '').toLowerCase());
}

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

/** The demo staff accounts present in the database (whatever their passwords now are). */
export async function existingDemoStaff(db: Database): Promise<string[]> {
  const rows = await db.orm
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      inArray(
        staffUsers.email,
        DEMO_STAFF.map((s) => normaliseEmail(s.email)),
      ),
    );
  return rows.map((r) => r.email).sort();
}

export async function consumerCount(db: Database): Promise<number> {
  const [row] = await db.orm.select({ n: count() }).from(consumers);
  return Number(row.n);
}

/**
 * Seeds demo data only when there are no consumers yet, and, with `demoStaff`, creates the demo staff accounts
 * that do not exist. `seeded` says whether demo data was generated.
 */
export async function seedIfEmpty(
  db: Database,
  options: { consumers: number; seed?: number; demoStaff: boolean },
): Promise<{ seeded: boolean }> {
  let seeded = false;
  if ((await consumerCount(db)) === 0 && options.consumers > 0) {
    await seedDemoData(db, { consumers: options.consumers, seed: options.seed ?? 1 });
    seeded = true;
  }
  if (options.demoStaff) await ensureDemoStaff(db);
  return { seeded };
}
