// Sums every runner's report in the given folder and prints the one line CI reads:
// `N passed, N failed`. Exit 1 when anything failed or a runner left no report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
const lines = [];

for (const file of readdirSync(dir).filter((name) => name.startsWith('check-')).sort()) {
  const { name, ok } = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (ok) passed++;
  else failed++;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  // A file that failed to load has no tests but must still count as a failure.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  failed += report.numFailedTests + brokenFiles;
  lines.push(`vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${brokenFiles} files failed to load, ${report.numPendingTests} skipped`);
} else {
  failed++;
  lines.push('FAIL vitest left no report');
}

const e2eFile = path.join(dir, 'e2e.json');
if (existsSync(e2eFile)) {
  const { stats, errors = [] } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + errors.length;
  lines.push(`e2e: ${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`);
} else {
  failed++;
  lines.push('FAIL e2e left no report');
}

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
