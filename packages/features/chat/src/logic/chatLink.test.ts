import { describe, expect, it } from 'vitest';
import { chatLink, readChatLink } from './chatLink';

// spec §7 "Customer service chat": the chat URL carries the signed identity, the customer's name,
// uid and idToken, and the product when opened from a goods page (issue #15).
const signature = {
  nonce: 'n1',
  timestamp: '1795000000000',
  web_token: 'U10',
  signature: 'ABC',
  encryption_algorithm: 'SHA256',
};
const customer = { name: '钱女士', uid: 10, idToken: 'jwt' };

describe('chatLink', () => {
  it('keeps the mall’s own chat on its origin as a path', () => {
    const link = chatLink('/customerServiceView', 'https://mall.test', signature, { ...customer, mouldNo: 'JYG00001' });
    expect(link.startsWith('/customerServiceView?')).toBe(true);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      ...signature,
      customer_name: '钱女士',
      uid: '10',
      idToken: 'jwt',
      mouldNo: 'JYG00001',
    });
  });

  it('adds to an external chat URL’s own query', () => {
    const link = chatLink('https://x.udesk.cn/im_client/?web_plugin_id=9', 'https://mall.test', signature, customer);
    const url = new URL(link);
    expect(url.origin).toBe('https://x.udesk.cn');
    expect(url.searchParams.get('web_plugin_id')).toBe('9');
    expect(url.searchParams.get('web_token')).toBe('U10');
    expect(url.searchParams.has('mouldNo')).toBe(false);
  });
});

describe('readChatLink', () => {
  it('reads the identity and the piece back', () => {
    const link = chatLink('/customerServiceView', 'https://mall.test', signature, { ...customer, mouldNo: 'JYG00001' });
    expect(readChatLink(new URLSearchParams(link.split('?')[1]))).toEqual({ ...signature, mouldNo: 'JYG00001' });
  });
  it.each(['nonce', 'timestamp', 'web_token', 'signature', 'encryption_algorithm'])('is null without %s', (key) => {
    const query = new URLSearchParams(signature);
    query.delete(key);
    expect(readChatLink(query)).toBeNull();
  });
});
