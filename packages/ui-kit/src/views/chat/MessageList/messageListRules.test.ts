import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../chatModel';
import { isScrolledToBottom, messagesAfter } from './messageListRules';

const message = (clientId: string, id = clientId): ChatMessage => ({
  id,
  clientId,
  author: 'agent',
  kind: 'text',
  text: clientId,
  sentAt: '2026-11-25T10:30:00+08:00',
});

const history = [message('a'), message('b'), message('c')];

// Issue #15 "a live region announces new messages": only what follows the last shown message is new.
describe('messagesAfter', () => {
  it.each([
    ['nothing arrived', history, 'c', []],
    ['one arrived after the last', [...history, message('d')], 'c', ['d']],
    ['two arrived', [...history, message('d'), message('e')], 'c', ['d', 'e']],
    ['older history loaded above does not count', [message('z'), ...history], 'c', []],
    ['an empty conversation: everything is new', [message('a')], null, ['a']],
    ['the last one is gone: nothing counts', [message('x'), message('y')], 'c', []],
    [
      'the server id replaced the client id: still matched by clientId',
      [message('c', 'srv-9'), message('d')],
      'c',
      ['d'],
    ],
  ])('%s', (_case, messages, lastKey, expected) => {
    expect(messagesAfter(messages, lastKey).map((item) => item.clientId)).toEqual(expected);
  });
});

describe('isScrolledToBottom', () => {
  it.each([
    ['at the very end', 600, 1000, 400, true],
    ['within the slack', 560, 1000, 400, true],
    ['just beyond the slack', 551, 1000, 400, false],
    ['scrolled to the top', 0, 1000, 400, false],
    ['content shorter than the box', 0, 300, 400, true],
  ])('%s', (_case, scrollTop, scrollHeight, clientHeight, expected) => {
    expect(isScrolledToBottom({ scrollTop, scrollHeight, clientHeight })).toBe(expected);
  });
});
