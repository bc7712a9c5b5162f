// Runs once before the end-to-end tests: the seeded data folder every worker's server starts from.
import { seedTemplate } from './e2e-server';

export default async function globalSetup(): Promise<void> {
  await seedTemplate();
}
