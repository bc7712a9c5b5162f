// How durable a test database's commits are (no vitest import: the E2E set-up uses it too).
/**
 * A test database's commits do not wait for the WAL to reach the disk (synchronous_commit off, for every connection
 * to it, the servers the tests start as processes included). A commit is still atomic and visible at once, and
 * survives a crash of the client, which is what the tests kill; only a crash of PostgreSQL itself could lose the
 * last moments, which no test does. It saves a flush of 4–16 ms on this kind of machine per committed transaction.
 */
export const TEST_DURABILITY = (database: string) =>
  `ALTER DATABASE ${database} SET synchronous_commit = off`;
