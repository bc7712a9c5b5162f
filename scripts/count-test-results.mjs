// Sums the test runners' JSON reports (vitest, Playwright) into the closing "N passed, N failed" line.
// A missing report counts as one failure: a runner that never ran must not look green.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.log(`missing or unreadable test report: ${file}`);
    failed += 1;
    return null;
  }
}

const [vitestFile, playwrightFile] = process.argv.slice(2);

const vitest = read(vitestFile);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A file that failed to load has no test results but must count.
  for (const file of vitest.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
}

const playwright = read(playwrightFile);
if (playwright) {
  const stats = playwright.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
  for (const error of playwright.errors ?? []) {
    console.log(`playwright error: ${error.message ?? error}`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
