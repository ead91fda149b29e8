import type { CaptchaPass } from '@mall/contract/auth';
import { isApiError, useRuntimeConfig } from '@mall/core';
import type { CaptchaLoadErrorCode, SliderCaptchaStatus } from '@mall/ui-kit';
import { useCallback, useRef, useState } from 'react';
import type { CaptchaChallengeDto } from '../api/authApi';
import { useAuthApi } from './useAuthApi';

/** spec §8: the captcha's load failures — 60204 when the call times out, 60205 for any other load failure. */
export function captchaLoadErrorCode(error: unknown): CaptchaLoadErrorCode {
  return isApiError(error) && error.kind === 'timeout' ? 60204 : 60205;
}

/**
 * The built-in slider captcha's flow (DESIGN.md §5): load a challenge, verify the position the
 * shopper chose, keep the GeeTest-shaped pass for the next send or login. `reset` demands a fresh
 * one (spec §4: after a send, and after a failed send).
 */
export function useCaptcha() {
  const api = useAuthApi();
  const { captcha } = useRuntimeConfig();
  const [status, setStatus] = useState<SliderCaptchaStatus>('idle');
  const [challenge, setChallenge] = useState<CaptchaChallengeDto | null>(null);
  const [errorCode, setErrorCode] = useState<CaptchaLoadErrorCode | undefined>();
  const pass = useRef<CaptchaPass | null>(null);

  const start = useCallback(async () => {
    pass.current = null;
    setStatus('loading');
    try {
      setChallenge(await api.captchaLoad(captcha.captchaId));
      setStatus('ready');
    } catch (error) {
      setErrorCode(captchaLoadErrorCode(error));
      setStatus('loadError');
    }
  }, [api, captcha.captchaId]);

  const verify = useCallback(
    async (position: number) => {
      if (!challenge) return;
      setStatus('verifying');
      try {
        pass.current = await api.captchaVerify(challenge, position);
        setStatus('passed');
      } catch {
        setStatus('failed');
      }
    },
    [api, challenge],
  );

  const reset = useCallback(() => {
    pass.current = null;
    setChallenge(null);
    setStatus('idle');
  }, []);

  /** Hands out the pass once: a pass is single-use on the server. */
  const takePass = useCallback(() => {
    const taken = pass.current;
    return taken;
  }, []);

  return {
    status,
    challenge: challenge ? { target: challenge.target } : undefined,
    errorCode,
    isPassed: status === 'passed',
    start: () => void start(),
    verify: (position: number) => void verify(position),
    reset,
    takePass,
  };
}

export type CaptchaFlow = ReturnType<typeof useCaptcha>;
