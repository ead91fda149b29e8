import { SliderCaptcha, type SliderCaptchaStatus } from '@mall/ui-kit';
import { useSyncExternalStore } from 'react';
import type { CaptchaPass } from '@mall/contract/auth';
import type { InquiryCaptcha } from '../containers/InquiryContainer';

/** The pass the story slider gives (the built-in captcha's values; the story server does not check it). */
export const storyPass: CaptchaPass = {
  captcha_id: 'builtin',
  lot_number: 'story-lot-0001',
  captcha_output: 'story-output',
  pass_token: 'story-pass-token',
  gen_time: '1795507200',
};

/**
 * The captcha a page brings, for stories: the ui-kit slider (the auth feature's CaptchaField is not
 * this feature's to import), passed by one click on the gap. `state.resets` counts the fresh passes
 * asked for (one after every submit).
 */
export function createStoryCaptcha() {
  let status: SliderCaptchaStatus = 'idle';
  const listeners = new Set<() => void>();
  const state = { resets: 0 };
  const set = (next: SliderCaptchaStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function StorySlider() {
    const current = useSyncExternalStore(subscribe, () => status);
    return (
      <SliderCaptcha
        status={current}
        challenge={{ target: 62 }}
        labels={{
          start: '点击按钮进行验证',
          loading: '验证码加载中',
          instruction: '拖动滑块到缺口处，或点击缺口',
          slider: '验证滑块',
          target: '点击缺口完成验证',
          verifying: '验证中',
          passed: '验证通过',
          failed: '验证失败，请重试',
          retry: '重新验证',
          loadError: (code) => `验证码加载失败（${code}）`,
          valueText: (position, target) => `滑块位置 ${position}%，缺口位置 ${target}%`,
        }}
        onStart={() => set('ready')}
        onVerify={() => set('passed')}
      />
    );
  }

  const captcha: InquiryCaptcha = {
    field: <StorySlider />,
    takePass: () => (status === 'passed' ? storyPass : null),
    reset: () => {
      state.resets += 1;
      set('idle');
    },
  };
  return {
    captcha,
    state,
    /** Back to the idle slider before a story. */
    reset: () => {
      state.resets = 0;
      set('idle');
    },
  };
}
