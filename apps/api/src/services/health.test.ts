import { describe, expect, it } from 'vitest';
import { migrationsCurrent } from './health';

describe('migrations are current (issue #17: /readyz)', () => {
  it.each([
    ['nothing applied, some shipped', { count: 0, last: 0 }, { count: 3, last: 300 }, false],
    ['one behind', { count: 2, last: 200 }, { count: 3, last: 300 }, false],
    ['all applied', { count: 3, last: 300 }, { count: 3, last: 300 }, true],
    ['a newer build migrated further', { count: 4, last: 400 }, { count: 3, last: 300 }, true],
    ['nothing shipped', { count: 0, last: 0 }, { count: 0, last: 0 }, true],
  ])('%s → %s', (_case, applied, bundled, current) => {
    expect(migrationsCurrent(applied, bundled)).toBe(current);
  });
});
