import { describe, expect, it, vi } from 'vitest';
import { createSingleDialog } from './singleDialog';

describe('createSingleDialog (spec §8: the 500101 dialog, only one at a time)', () => {
  it.each([
    ['confirmed', (close: { resolve: () => void; reject: () => void }) => close.resolve()],
    ['dismissed with an error', (close: { resolve: () => void; reject: () => void }) => close.reject()],
  ])('drops messages while one is open, shows the next once it is %s (spec §8)', async (_case, closeIt) => {
    const closers: { resolve: () => void; reject: () => void }[] = [];
    const show = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => closers.push({ resolve, reject: () => reject(new Error('closed')) })),
    );
    const notify = createSingleDialog(show);
    notify('活动火爆');
    notify('活动火爆');
    notify('另一条');
    expect(show).toHaveBeenCalledExactlyOnceWith('活动火爆');
    closeIt(closers[0]!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    notify('再来一次');
    expect(show).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenLastCalledWith('再来一次');
  });
});
