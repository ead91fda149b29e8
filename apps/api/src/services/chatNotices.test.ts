import { describe, expect, it } from 'vitest';
import { hoursOf, noticeOf } from './chat';

const hours = hoursOf({ hotline: '400-820-1314', hotlineHours: '9:30-17:30', chatHours: '8:15-23:45' });

describe('a stored notice’s code and what it names (issue #15)', () => {
  it.each([
    [
      'as stored with its code',
      'system:take:2',
      { text: '客服 周敏 为您服务', code: 'taken', params: { agent: '周敏' } },
      { code: 'taken', params: { agent: '周敏' } },
    ],
    [
      'an older take, from its text',
      'system:take:2',
      { text: '客服 周敏 为您服务' },
      { code: 'taken', params: { agent: '周敏' } },
    ],
    [
      'an older transfer, from its text',
      'system:transfer:3:1795000000000',
      { text: '已为您转接客服 吴昊' },
      { code: 'transferred', params: { agent: '吴昊' } },
    ],
    ['an older end', 'system:ended', { text: '会话已结束，感谢您的咨询' }, { code: 'ended', params: {} }],
    [
      'an older 留言 notice, with the hours in force',
      'system:left:2026-12-02',
      { text: '客服已下班…' },
      { code: 'offHours', params: { chatHours: '8:15–23:45', hotline: '400-820-1314', hotlineHours: '9:30–17:30' } },
    ],
    ['an older notice that says nothing it knows', 'system:other', { text: '系统维护' }, undefined],
  ])('%s', (_case, clientId, body, expected) => {
    expect(noticeOf(clientId, body, hours)).toEqual(expected);
  });
});
