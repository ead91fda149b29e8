import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleReport } from './bundle';

/**
 * Benchmarks print figures and ratios; they never pass or fail anything (DESIGN.md §8).
 * Later issues add the floor app, Lighthouse and API load runs here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
console.log('== bundle: apps/mall/dist');
bundleReport(path.join(root, 'apps/mall/dist'));
