import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logging';

describe('URLs in the logs (DESIGN.md §6: no codes or passwords)', () => {
  it.each([
    ['/api/v1/user/exportUserInfo?smsCode=123456', '/api/v1/user/exportUserInfo?smsCode=[redacted]'],
    ['/x?timestamp=1&smsCode=654321&a=b', '/x?timestamp=1&smsCode=[redacted]&a=b'],
    ['/x?password=e3238f6764eee50634beb8adf48ac79d', '/x?password=[redacted]'],
    ['/home', '/home'],
  ])('%s → %s', (url, expected) => {
    expect(loggableUrl(url)).toBe(expected);
  });
});
