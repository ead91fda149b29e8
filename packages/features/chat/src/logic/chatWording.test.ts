import {
  chatErrors,
  chatNoticeText,
  chatRefusals,
  type ChatErrorReason,
  type ChatMessage,
  type ChatNotice,
} from '@mall/contract/chat';
import { ApiError } from '@mall/core';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { chatResources } from '../i18n/resources';
import { wordFailure, wordNotices, wordSocketError, type ChatTranslate } from './chatWording';

const languages = ['zh-CN', 'zh-TW', 'en'] as const;
const translators = Object.fromEntries(
  await Promise.all(
    languages.map(async (lng) => {
      const i18n = createInstance();
      await i18n.init({ resources: chatResources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
      return [lng, i18n.getFixedT(lng, 'chat') as unknown as ChatTranslate] as const;
    }),
  ),
) as Record<(typeof languages)[number], ChatTranslate>;

const notices: Record<ChatNotice['code'], ChatNotice> = {
  taken: { code: 'taken', params: { agent: '周敏' } },
  transferred: { code: 'transferred', params: { agent: '吴昊' } },
  ended: { code: 'ended', params: {} },
  offHours: {
    code: 'offHours',
    params: { chatHours: '8:15–23:45', hotline: '400-820-1314', hotlineHours: '9:30–17:30' },
  },
};

/** A notice as the server sends it: the code, and the zh-CN text stored beside it. */
const sent = (notice: ChatNotice): ChatMessage => ({
  id: '7',
  clientId: `system:${notice.code}`,
  author: 'system',
  kind: 'notice',
  text: chatNoticeText(notice),
  notice,
  sentAt: '2026-11-25T02:00:00.000Z',
});

const expected: Record<(typeof languages)[number], Record<ChatNotice['code'], string>> = {
  'zh-CN': {
    taken: '客服 周敏 为您服务',
    transferred: '已为您转接客服 吴昊',
    ended: '会话已结束，感谢您的咨询',
    offHours:
      '客服已下班（在线客服每天 8:15–23:45）。您的留言已收到，客服上班后会尽快回复；也可拨打热线 400-820-1314（工作日 9:30–17:30）。',
  },
  'zh-TW': {
    taken: '客服 周敏 為您服務',
    transferred: '已為您轉接客服 吴昊',
    ended: '對話已結束，感謝您的諮詢',
    offHours:
      '客服已下班（線上客服每天 8:15–23:45）。您的留言已收到，客服上班後會盡快回覆；也可撥打熱線 400-820-1314（工作日 9:30–17:30）。',
  },
  en: {
    taken: '周敏 is here to help you',
    transferred: 'You have been transferred to 吴昊',
    ended: 'The conversation has ended. Thank you for contacting us.',
    offHours:
      'Our agents are offline (online service daily 8:15–23:45). Your message has been received and an agent will reply as soon as they are back; you can also call our hotline 400-820-1314 (weekdays 9:30–17:30).',
  },
};

describe('the shop’s notices, worded by code in the reader’s language (issue #15)', () => {
  const cases = languages.flatMap((lng) =>
    (Object.keys(notices) as ChatNotice['code'][]).map((code) => [lng, code] as const),
  );
  it.each(cases)('%s: %s', (lng, code) => {
    const [worded] = wordNotices([sent(notices[code])], translators[lng]);
    expect(worded?.text).toBe(expected[lng][code]);
  });

  it('words zh-CN exactly as the server stores the text (Udesk and older clients read that)', () => {
    for (const notice of Object.values(notices))
      expect(wordNotices([sent(notice)], translators['zh-CN'])[0]?.text).toBe(chatNoticeText(notice));
  });

  it('keeps the server’s text for a notice without a code, and leaves other messages alone', () => {
    const legacy: ChatMessage = { ...sent(notices.ended), notice: undefined, text: '旧的提示' };
    const text: ChatMessage = {
      ...sent(notices.ended),
      author: 'agent',
      kind: 'text',
      notice: undefined,
      text: '您好',
    };
    expect(wordNotices([legacy, text], translators.en).map((message) => message.text)).toEqual(['旧的提示', '您好']);
  });
});

describe('the chat’s refusals, worded by reason or code in the reader’s language (issue #15)', () => {
  const reasons = Object.keys(chatErrors) as ChatErrorReason[];

  it.each(languages)('%s words every socket reason and every HTTP refusal', (lng) => {
    for (const reason of reasons) {
      const worded = wordSocketError(reason, translators[lng]);
      expect(worded, reason).not.toMatch(/^errors\./);
      if (lng === 'zh-CN') expect(worded, reason).toBe(chatErrors[reason].msg);
      if (lng === 'en') expect(worded, reason).not.toBe(chatErrors[reason].msg);
    }
    for (const [key, refusal] of Object.entries(chatRefusals)) {
      const error = new ApiError('http', { status: refusal.status, code: refusal.code, msg: refusal.msg });
      const worded = wordFailure(error, translators[lng], 'fallback');
      expect(worded, key).not.toMatch(/^errors\.|^fallback$/);
      if (lng === 'zh-CN') expect(worded, key).toBe(refusal.msg);
      if (lng === 'en') expect(worded, key).not.toBe(refusal.msg);
    }
  });

  it('words the stale link in English, not the server’s Chinese', () => {
    const { status, code, msg } = chatRefusals.stale;
    expect(wordFailure(new ApiError('http', { status, code, msg }), translators.en, '')).toBe(
      'This service link has expired. Please open the online service again from the mall.',
    );
  });

  it('falls back to the server’s message, then to the page’s own, for other failures', () => {
    const other = new ApiError('http', { status: 500, code: 500, msg: '服务繁忙' });
    expect(wordFailure(other, translators.en, 'Try again')).toBe('服务繁忙');
    expect(wordFailure(new Error('offline'), translators.en, 'Try again')).toBe('Try again');
  });
});
