// Sums every runner's report in the given folder and prints the one line CI reads:
// `N passed, N failed`. Exit 1 when anything failed or a runner left no report.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
const lines = [];
const failures = []; // names of what failed, printed before the summary so a log's tail shows them

for (const file of readdirSync(dir)
  .filter((name) => name.startsWith('check-'))
  .sort()) {
  const { name, ok } = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (ok) passed++;
  else {
    failed++;
    failures.push(`check ${name}`);
  }
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
}

const vitestFile = path.join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += report.numPassedTests;
  // A file that failed to load has no tests but must still count as a failure.
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  failed += report.numFailedTests + brokenFiles;
  for (const file of report.testResults) {
    const where = path.relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`vitest ${where}: ${file.message ?? 'did not load'}`.slice(0, 400));
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      const why = (test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`vitest ${where} › ${test.fullName}: ${why}`.slice(0, 400));
    }
  }
  // A run that ended without success and no failed test (an unhandled error, a configuration vitest refused, no
  // tests at all) is a failure of its own: a run that tested nothing must never read as green.
  const brokenRun =
    (report.success === false && report.numFailedTests + brokenFiles === 0) || report.numTotalTests === 0;
  if (brokenRun) {
    failed++;
    failures.push('vitest: the run did not succeed (an unhandled error or no tests ran; see its log)');
  }
  lines.push(
    `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${brokenFiles} files failed to load, ${report.numPendingTests} skipped${brokenRun ? ', RUN FAILED' : ''}`,
  );
} else {
  failed++;
  lines.push('FAIL vitest left no report');
}

const e2eFile = path.join(dir, 'e2e.json');
if (existsSync(e2eFile)) {
  const { stats, errors = [], suites = [] } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const why = (test.results?.find((r) => r.error)?.error?.message ?? '').split('\n')[0];
          failures.push(
            `e2e ${test.status === 'flaky' ? '(flaky) ' : ''}${[...titles, spec.title].join(' › ')}: ${why}`.slice(
              0,
              400,
            ),
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of suites) walk(suite, [suite.title]);
  for (const error of errors) failures.push(`e2e: ${(error.message ?? '').split('\n')[0]}`.slice(0, 400));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + errors.length;
  lines.push(
    `e2e: ${stats.expected} passed, ${stats.flaky} flaky, ${stats.unexpected} failed, ${stats.skipped} skipped`,
  );
} else {
  failed++;
  lines.push('FAIL e2e left no report');
}

if (failures.length > 0) console.log(['what failed:', ...failures.map((f) => `  ${f}`)].join('\n'));
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
