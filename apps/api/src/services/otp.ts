import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsGateway } from '../adapters';
import type { Db } from '../db/database';
import { otpRepository } from '../repositories/otp';

/** OTP rules (DESIGN.md §6). */
export const otpRules = {
  ttlSeconds: 300,
  cooldownSeconds: 60,
  perPhonePerHour: 5,
  perIpPerHour: 10,
  maxWrongChecks: 5,
} as const;

/**
 * One-time SMS codes (DESIGN.md §6): 6 digits from a CSPRNG, stored as an HMAC (never the code),
 * valid 5 minutes, single use, dead after 5 wrong checks; per phone a 60 s cooldown and 5 sends an
 * hour, per client address 10 sends an hour. Only the newest code of a phone and purpose counts.
 */

/**
 * smsType: spec §7's 1 login, 2 register, 3 reset; and the account information's own (issue #13),
 * so a code sent for one purpose is never spent on another: 4 change mobile, 5 export, 6 cancel; 7 lifts the
 * points-password lock (issue #28).
 */
export type SmsType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const purposes: Record<SmsType, string> = {
  1: 'login',
  2: 'register',
  3: 'reset',
  4: 'change-mobile',
  5: 'export',
  6: 'cancel',
  7: 'points-unlock',
};
const texts: Record<SmsType, string> = {
  1: '登录',
  2: '注册会员',
  3: '重设密码',
  4: '更换手机号',
  5: '导出个人信息',
  6: '注销账户',
  7: '解锁积分密码',
};

export type SendVerdict =
  { ok: true; expiresIn: number; cooldown: number } | { ok: false; status: 429; msg: string; retryAfter: number };

export type CheckVerdict = { ok: true } | { ok: false; reason: 'wrong' | 'none' | 'tooMany' };

/** The client-facing text of a failed check. */
export const otpCheckMessages: Record<'wrong' | 'none' | 'tooMany', string> = {
  wrong: '验证码错误，请重新输入',
  none: '验证码错误或已过期，请重新获取',
  tooMany: '验证码错误次数过多，请重新获取',
};

export type OtpService = {
  send(input: { countryNo: string; mobile: string; smsType: SmsType; ip: string; brand: string }): Promise<SendVerdict>;
  check(input: { countryNo: string; mobile: string; smsType: SmsType; code: string }): Promise<CheckVerdict>;
};

export function otpService(options: {
  db: Db;
  clock: () => Date;
  sms: SmsGateway;
  secret: string;
  serialize: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** The per-phone wait between sends; spec §9's 60 s unless the (non-production) env says otherwise. */
  cooldownSeconds?: number;
}): OtpService {
  const { clock, sms, serialize } = options;
  const codes = otpRepository(options.db);
  const cooldownSeconds = options.cooldownSeconds ?? otpRules.cooldownSeconds;
  const key = createHmac('sha256', options.secret).update('sms-otp').digest();
  const digest = (salt: string, code: string) => createHmac('sha256', key).update(`${salt}:${code}`).digest('hex');

  return {
    async send({ countryNo, mobile, smsType, ip, brand }) {
      // One send at a time per phone, so two parallel requests cannot both pass the cooldown.
      return serialize(`otp:${countryNo}:${mobile}`, async () => {
        const now = clock();
        const hourAgo = new Date(now.getTime() - 3_600_000);
        const lastSentAt = await codes.lastSentAt(countryNo, mobile);
        if (lastSentAt) {
          const waited = (now.getTime() - lastSentAt.getTime()) / 1000;
          if (waited < cooldownSeconds) {
            const retryAfter = Math.ceil(cooldownSeconds - waited);
            return { ok: false, status: 429, msg: `发送太频繁，请 ${retryAfter} 秒后再试`, retryAfter };
          }
        }
        const phoneSends = await codes.sentSince(countryNo, mobile, hourAgo);
        if (phoneSends.length >= otpRules.perPhonePerHour) {
          const oldest = phoneSends[phoneSends.length - otpRules.perPhonePerHour] ?? phoneSends[0];
          const freeAt = (oldest?.getTime() ?? now.getTime()) + 3_600_000;
          const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
          return {
            ok: false,
            status: 429,
            msg: `该手机号 1 小时内最多获取 ${otpRules.perPhonePerHour} 次验证码，请 ${Math.ceil(retryAfter / 60)} 分钟后再试`,
            retryAfter,
          };
        }
        if ((await codes.countFromIpSince(ip, hourAgo)) >= otpRules.perIpPerHour) {
          return { ok: false, status: 429, msg: '当前网络获取验证码次数过多，请 1 小时后再试', retryAfter: 3600 };
        }

        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const salt = randomBytes(8).toString('hex');
        // Rows older than a day serve no limit any more.
        await codes.purgeSentBefore(new Date(now.getTime() - 86_400_000));
        await codes.insert({
          countryNo,
          mobile,
          smsType,
          codeHash: digest(salt, code),
          salt,
          ip,
          sentAt: now,
          expiresAt: new Date(now.getTime() + otpRules.ttlSeconds * 1000),
        });
        await sms.send({
          countryNo,
          mobile,
          purpose: purposes[smsType],
          text: `【${brand}】您的${texts[smsType]}验证码是 ${code}，${otpRules.ttlSeconds / 60} 分钟内有效。请勿告诉他人。`,
        });
        return { ok: true, expiresIn: otpRules.ttlSeconds, cooldown: cooldownSeconds };
      });
    },

    async check({ countryNo, mobile, smsType, code }) {
      const now = clock();
      const latest = await codes.latest(countryNo, mobile, smsType);
      if (!latest || latest.usedAt || latest.expiresAt <= now) return { ok: false, reason: 'none' };
      if (latest.failedChecks >= otpRules.maxWrongChecks) return { ok: false, reason: 'tooMany' };
      const expected = Buffer.from(latest.codeHash, 'hex');
      const given = Buffer.from(digest(latest.salt, /^\d{6}$/.test(code) ? code : 'x'), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const failedChecks = await codes.countFailedCheck(latest.id);
        return { ok: false, reason: failedChecks >= otpRules.maxWrongChecks ? 'tooMany' : 'wrong' };
      }
      // Single use: only one check can spend the code, and only while under the wrong-check limit.
      const spent = await codes.spend(latest.id, now, otpRules.maxWrongChecks);
      return spent ? { ok: true } : { ok: false, reason: 'none' };
    },
  };
}
