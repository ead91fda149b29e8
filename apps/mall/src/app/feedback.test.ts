import { busyDefaultMessage } from '@mall/core';
import { describe, expect, it } from 'vitest';
import { createAppFeedback } from './feedback';

describe('the 温馨提示 dialog (spec §8: 500101, one at a time)', () => {
  it('shows the first message, drops others while it is open, and shows again after confirming', async () => {
    const feedback = createAppFeedback();
    feedback.busy('排队中，请稍候');
    feedback.busy('第二条不应出现');
    expect(feedback.currentBusy()).toBe('排队中，请稍候');
    feedback.confirmBusy();
    expect(feedback.currentBusy()).toBeNull();
    await Promise.resolve();
    feedback.busy('');
    expect(feedback.currentBusy()).toBe(busyDefaultMessage);
  });
});
