import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './singleFlight';

describe('singleFlight (spec §7: one token refresh for concurrent triggers)', () => {
  it.each([
    ['resolves', () => Promise.resolve('token-2'), 'resolves'],
    ['rejects', () => Promise.reject(new Error('refused')), 'rejects'],
  ] as const)(
    'shares one run among concurrent callers when the task %s, then starts afresh',
    async (_case, outcome, settle) => {
      const task = vi.fn(outcome);
      const run = singleFlight(task);
      const first = run();
      const second = run();
      expect(second).toBe(first);
      await (settle === 'resolves' ? expect(first).resolves.toBe('token-2') : expect(first).rejects.toThrow('refused'));
      expect(task).toHaveBeenCalledTimes(1);
      await run().catch(() => undefined);
      expect(task).toHaveBeenCalledTimes(2);
    },
  );
});
