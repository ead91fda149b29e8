import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAT_SIGNATURE_WINDOW_MS, chatSignatureRefusal, udeskSignature, udeskSigner } from './chat';

describe('Udesk customer signature (spec §7 /api/udesk/auth)', () => {
  const input = {
    nonce: '9ca6fff5a509fb887ac72cf5c92010e7',
    timestamp: '1455675719000',
    webToken: 'test@udesk.cn',
    imUserKey: 'demo-key',
  };
  it.each([
    ['SHA1', 'sha1'],
    ['SHA256', 'sha256'],
  ] as const)('%s signs nonce=…&timestamp=…&web_token=…&key, upper-case', (algorithm, node) => {
    const expected = createHash(node)
      .update('nonce=9ca6fff5a509fb887ac72cf5c92010e7&timestamp=1455675719000&web_token=test@udesk.cn&demo-key')
      .digest('hex')
      .toUpperCase();
    expect(udeskSignature({ ...input, algorithm })).toBe(expected);
  });

  it('issues a fresh nonce and a 13-digit timestamp, and the signature checks out', () => {
    const signer = udeskSigner('demo-key');
    const a = signer.sign('10001', new Date('2026-11-22T00:00:00Z'));
    const b = signer.sign('10001', new Date('2026-11-22T00:00:00Z'));
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.timestamp).toMatch(/^\d{13}$/);
    expect(a.signature).toBe(
      udeskSignature({
        nonce: a.nonce,
        timestamp: a.timestamp,
        webToken: '10001',
        imUserKey: 'demo-key',
        algorithm: 'SHA256',
      }),
    );
  });

  it('refuses to sign without a key', () => {
    expect(() => udeskSigner('')).toThrow(/im_user_key/);
  });
});

// issue #15: the local chat verifies the identity /api/udesk/auth signed (signature, then timestamp window).
describe('chatSignatureRefusal', () => {
  const key = 'demo-key';
  const signedAt = new Date('2026-11-25T04:00:00Z');
  const signed = { ...udeskSigner(key).sign('U10', signedAt) };
  const at = (ms: number) => new Date(signedAt.getTime() + ms);
  const rows: [string, Partial<typeof signed>, Date, string | null][] = [
    ['as signed, at once', {}, signedAt, null],
    ['lower-case hex is the same signature', { signature: signed.signature.toLowerCase() }, signedAt, null],
    ['five minutes later, the edge of the window', {}, at(CHAT_SIGNATURE_WINDOW_MS), null],
    ['five minutes and a millisecond later', {}, at(CHAT_SIGNATURE_WINDOW_MS + 1), 'stale'],
    ['signed more than five minutes in the future', {}, at(-CHAT_SIGNATURE_WINDOW_MS - 1), 'stale'],
    ['the web_token of another customer', { web_token: 'U11' }, signedAt, 'forged'],
    ['a moved timestamp', { timestamp: String(signedAt.getTime() + 1) }, signedAt, 'forged'],
    ['another nonce', { nonce: 'x' + signed.nonce.slice(1) }, signedAt, 'forged'],
    ['a truncated signature', { signature: signed.signature.slice(2) }, signedAt, 'forged'],
    ['an unknown algorithm', { encryption_algorithm: 'MD5' as 'SHA1' }, signedAt, 'forged'],
    ['a timestamp in seconds', { timestamp: String(Math.floor(signedAt.getTime() / 1000)) }, signedAt, 'forged'],
    ['an empty web_token', { web_token: '' }, signedAt, 'forged'],
  ];
  it.each(rows)('%s', (_name, change, now, expected) =>
    expect(chatSignatureRefusal({ ...signed, ...change }, key, now)).toBe(expected),
  );

  it('a stale but forged identity is called forged', () => {
    expect(chatSignatureRefusal({ ...signed, web_token: 'U11' }, key, at(3_600_000))).toBe('forged');
  });

  it('another key does not verify', () => {
    expect(chatSignatureRefusal(signed, 'other-key', signedAt)).toBe('forged');
  });
});
