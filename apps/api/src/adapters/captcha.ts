import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { captchaRepository } from '../repositories/captcha';
import { captchaLoadLimit } from '../lib/signInThrottle';

/** The built-in slider's policy (DESIGN.md §6): a miss within 4 px passes; 5 misses or 2 minutes end a challenge. */
export const captchaTolerance = 4;
export const captchaMaxAttempts = 5;
export const captchaTtlSeconds = 120;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The values a GeeTest v4 challenge yields; the built-in captcha issues the same shape. */
export type CaptchaValues = {
  captcha_id: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
};

/** Verifies a passed captcha once (single use, short-lived). */
export interface CaptchaVerifier {
  readonly name: string;
  verify(values: CaptchaValues): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export type CaptchaChallengeView = {
  captcha_id: string;
  lot_number: string;
  target: number;
  tolerance: number;
  expiresIn: number;
};

export type BuiltinCaptcha = CaptchaVerifier & {
  /**
   * A new challenge for a client at `address`: where the piece must be brought (DESIGN.md §5; protocol in
   * @mall/contract auth.ts); `throttled` when the address loaded its limit in the window (issue #17).
   */
  load(captchaId: string, address: string): Promise<CaptchaChallengeView | { error: string; throttled?: true }>;
  /** Checks where the shopper put the piece; a hit yields the GeeTest-v4-shaped pass values. */
  attempt(input: {
    captchaId: string;
    lotNumber: string;
    position: number;
  }): Promise<{ ok: true; values: CaptchaValues } | { ok: false; msg: string }>;
};

/**
 * The built-in slider captcha (DESIGN.md §5): challenges and passes live in the database, so they
 * survive restarts and work across instances. The pass values are bound together by an HMAC
 * (`captcha_output`), the pass token is stored hashed, and a pass is spent by one verify only,
 * within {@link captchaTtlSeconds} of passing.
 */
export function builtinCaptcha(options: {
  db: Db;
  clock: () => Date;
  captchaId: string;
  secret: string;
  /** Loads one address may make in `captchaLoadLimit.windowMinutes` (default `captchaLoadLimit.loads`). */
  loadsPerAddress?: number;
}): BuiltinCaptcha {
  const { clock, captchaId, secret, loadsPerAddress = captchaLoadLimit.loads } = options;
  const challenges = captchaRepository(options.db);
  const key = createHmac('sha256', secret).update('builtin-captcha').digest();
  const output = (v: Omit<CaptchaValues, 'captcha_output'>) =>
    createHmac('sha256', key)
      .update(`${v.captcha_id}|${v.lot_number}|${v.pass_token}|${v.gen_time}`)
      .digest('base64url');

  return {
    name: 'builtin',
    async load(requestedId, address) {
      if (requestedId !== captchaId) return { error: '验证码配置有误，请刷新页面后重试' };
      const now = clock();
      const since = new Date(now.getTime() - captchaLoadLimit.windowMinutes * 60_000);
      if ((await challenges.loadedFromSince(address, since)) >= loadsPerAddress)
        return { error: '验证请求过于频繁，请稍后再试', throttled: true };
      const lotNumber = randomBytes(16).toString('hex');
      // Keep the notch away from the piece's start so a drop without moving never passes.
      const target = randomInt(20, 91);
      // Dead challenges older than a day are dropped as new ones come in.
      await challenges.purgeExpired(new Date(now.getTime() - 86_400_000));
      await challenges.insert({
        lotNumber,
        captchaId,
        target,
        createdAt: now,
        expiresAt: new Date(now.getTime() + captchaTtlSeconds * 1000),
        address,
      });
      return {
        captcha_id: captchaId,
        lot_number: lotNumber,
        target,
        tolerance: captchaTolerance,
        expiresIn: captchaTtlSeconds,
      };
    },
    async attempt({ captchaId: requestedId, lotNumber, position }) {
      const now = clock();
      // Count the attempt first (atomically), so parallel guesses cannot exceed the limit.
      const row = await challenges.countAttempt({
        lotNumber,
        captchaId: requestedId,
        now,
        maxAttempts: captchaMaxAttempts,
      });
      if (!row) return { ok: false, msg: '验证已失效，请重新验证' };
      if (Math.abs(position - row.target) > captchaTolerance) {
        const left = captchaMaxAttempts - row.attempts;
        return {
          ok: false,
          msg: left > 0 ? `验证未通过，请将滑块拖到缺口处（还可尝试 ${left} 次）` : '验证未通过，请重新验证',
        };
      }
      const passToken = randomBytes(16).toString('hex');
      const genTime = String(Math.floor(now.getTime() / 1000));
      const passed = await challenges.markPassed(lotNumber, sha256(passToken), now);
      if (!passed) return { ok: false, msg: '验证已失效，请重新验证' };
      const values = { captcha_id: requestedId, lot_number: lotNumber, pass_token: passToken, gen_time: genTime };
      return { ok: true, values: { ...values, captcha_output: output(values) } };
    },
    async verify(values) {
      if (values.captcha_id !== captchaId) return { ok: false, reason: 'captcha_id does not match' };
      const expected = output(values);
      if (!safeEqual(expected, values.captcha_output)) return { ok: false, reason: 'captcha_output does not match' };
      const now = clock();
      const passedAfter = new Date(now.getTime() - captchaTtlSeconds * 1000);
      const genTime = Number(values.gen_time);
      if (!Number.isInteger(genTime) || genTime * 1000 < passedAfter.getTime() - 1000)
        return { ok: false, reason: 'pass expired' };
      // Spend the pass: exactly one verify can set usedAt.
      const passTokenHash = sha256(values.pass_token);
      const spent = await challenges.spendPass({ lotNumber: values.lot_number, passTokenHash, passedAfter, now });
      return spent ? { ok: true } : { ok: false, reason: 'pass unknown, used or expired' };
    },
  };
}

/** The subset of fetch the GeeTest adapter needs (tests pass a fake). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** GeeTest v4's sign_token: HMAC-SHA256 of the lot_number keyed with the captcha key, lower-case hex. */
export function geetestSignToken(lotNumber: string, captchaKey: string): string {
  return createHmac('sha256', captchaKey).update(lotNumber, 'utf8').digest('hex');
}

/**
 * GeeTest v4 adapter (selected by `captcha.provider = geetest`): the server-side secondary
 * validation, POST {endpoint}?captcha_id=… with lot_number, captcha_output, pass_token, gen_time and
 * sign_token. Passes only on `result: "success"`; a network error or an odd answer fails closed.
 */
export function geetestVerifier(options: {
  captchaId: string;
  captchaKey: string;
  fetch?: FetchLike;
  endpoint?: string;
  timeoutMs?: number;
}): CaptchaVerifier {
  const { captchaId, captchaKey, endpoint = 'https://gcaptcha4.geetest.com/validate', timeoutMs = 5000 } = options;
  if (!captchaKey) throw new Error('the GeeTest adapter needs CAPTCHA_KEY');
  const fetchImpl = options.fetch ?? (globalThis.fetch as unknown as FetchLike);
  return {
    name: 'geetest',
    async verify(values) {
      if (values.captcha_id !== captchaId) return { ok: false, reason: 'captcha_id does not match' };
      const body = new URLSearchParams({
        lot_number: values.lot_number,
        captcha_output: values.captcha_output,
        pass_token: values.pass_token,
        gen_time: values.gen_time,
        sign_token: geetestSignToken(values.lot_number, captchaKey),
      });
      try {
        const response = await fetchImpl(`${endpoint}?captcha_id=${encodeURIComponent(captchaId)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { ok: false, reason: `geetest answered HTTP ${response.status}` };
        const answer = (await response.json()) as { result?: unknown; reason?: unknown };
        return answer.result === 'success'
          ? { ok: true }
          : { ok: false, reason: `geetest: ${String(answer.reason ?? answer.result)}` };
      } catch (error) {
        return { ok: false, reason: `geetest unreachable: ${(error as Error).message}` };
      }
    },
  };
}
