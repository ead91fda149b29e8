import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { apiBench } from './api';
import { clusterBench } from './cluster';
import { bundleReport, buildFloor, printRatio, routeReport } from './bundle';
import { lighthouseBench } from './lighthouse';
import { ordersBench } from './orders';

/**
 * Benchmarks print figures and ratios; they never pass or fail anything (DESIGN.md §8).
 * `pnpm bench` runs them all; `pnpm bench bundle|lighthouse|api|orders|cluster` runs one.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const floorDir = mkdtempSync(path.join(tmpdir(), 'mall-floor-'));

if (!only || only === 'bundle') {
  console.log('== bundle: apps/mall/dist');
  const mall = bundleReport(path.join(root, 'apps/mall/dist'));
  if (mall) {
    routeReport(path.join(root, 'apps/mall/dist'), mall);
    printRatio(mall, await buildFloor(floorDir));
  }
}
if (!only || only === 'lighthouse') {
  console.log('\n== lighthouse: mobile, median of 3');
  if (only === 'lighthouse') await buildFloor(floorDir);
  await lighthouseBench({ root, floorDir });
}
if (!only || only === 'api') {
  console.log('\n== api: req/s and latency (autocannon)');
  await apiBench();
}
if (!only || only === 'orders') {
  console.log('\n== orders: order creation (autocannon)');
  await ordersBench();
}
if (!only || only === 'cluster') {
  console.log('\n== cluster: one API instance against two behind nginx, on PostgreSQL (autocannon)');
  await clusterBench();
}
