import type { TestProject } from 'vitest/node';
import { freePort, findNginx } from '../../../../tools/cluster';
import { findPostgresBin, startThrowawayPostgres } from '../../../../tools/postgres';

/**
 * Global set-up of the cluster tests (issue #17): one throwaway PostgreSQL server for every file (each
 * makes its own database on it) and the path of Debian's nginx. Without either, the files skip with a
 * note on a developer machine and fail in CI (scripts/test.sh installs both through scripts/ensure.sh).
 */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  const nginx = findNginx();
  if (!bin || !nginx) {
    const missing = [bin ? '' : 'PostgreSQL', nginx ? '' : 'nginx'].filter(Boolean).join(' and ');
    if (process.env.CI) throw new Error(`${missing} not installed: run scripts/ensure.sh postgres nginx`);
    console.warn(`cluster tests: ${missing} not installed; skipped (scripts/ensure.sh postgres nginx)`);
    project.provide('clusterDatabaseUrl', '');
    project.provide('nginxPath', '');
    return;
  }
  const postgres = startThrowawayPostgres(bin, { fsync: false, port: await freePort(54_411, 54_419) });
  project.provide('clusterDatabaseUrl', postgres.url);
  project.provide('nginxPath', nginx);
  return () => postgres.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server's admin URL; '' when the cluster tests are skipped. */
    clusterDatabaseUrl: string;
    nginxPath: string;
  }
}
