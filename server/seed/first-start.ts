// PLACEHOLDER — replaced by the data-model work: fills an empty database with demo data on first start.
import type { Database } from '../db/client';

export interface DemoStaffAccount {
  email: string;
  password: string;
  permissions: string[];
  note: string;
}

export const DEMO_STAFF: DemoStaffAccount[] = [];

export async function seedIfEmpty(
  _db: Database,
  _options: { consumers: number },
): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
