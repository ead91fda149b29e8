import { authPaths, type CaptchaPass } from '@mall/contract/auth';
import { expect } from 'vitest';
import type { TestApp } from './checkoutFixture';

const paths = authPaths('mall');

/** A fresh pass of the built-in slider: a challenge loaded and solved at its target. */
export async function captchaPass(s: TestApp): Promise<CaptchaPass> {
  const loaded = await s.app.inject({ method: 'POST', url: paths.captchaLoad, payload: { captcha_id: 'builtin' } });
  const challenge = loaded.json().data as { lot_number: string; target: number };
  const verified = await s.app.inject({
    method: 'POST',
    url: paths.captchaVerify,
    payload: { captcha_id: 'builtin', lot_number: challenge.lot_number, position: challenge.target },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data;
}
