import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBench } from './api';
import { bundleReport } from './bundle';

/**
 * Benchmarks print figures and ratios; they never pass or fail anything (DESIGN.md §8).
 * `pnpm bench` runs them all; `pnpm bench bundle` or `pnpm bench api` runs one.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];

if (!only || only === 'bundle') {
  console.log('== bundle: apps/mall/dist');
  bundleReport(path.join(root, 'apps/mall/dist'));
}
if (!only || only === 'api') {
  console.log('\n== api: req/s and latency (autocannon)');
  await apiBench();
}
