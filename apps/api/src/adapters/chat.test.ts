import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { udeskSignature, udeskSigner } from './chat';

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
