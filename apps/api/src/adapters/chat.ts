import { createHash, randomBytes } from 'node:crypto';

export type ChatCustomerSignature = {
  nonce: string;
  /** 13-digit milliseconds, as Udesk expects. */
  timestamp: string;
  web_token: string;
  signature: string;
  encryption_algorithm: 'SHA1' | 'SHA256';
};

/** The online-chat seam: signs the customer's identity so the chat knows who is asking (spec §7). */
export interface ChatSigner {
  sign(webToken: string, now?: Date): ChatCustomerSignature;
}

/**
 * Udesk's documented customer authentication: upper-case hex of
 * SHA1/SHA256(`nonce=…&timestamp=…&web_token=…&{im_user_key}`). The key never leaves the server.
 */
export function udeskSignature(input: {
  nonce: string;
  timestamp: string;
  webToken: string;
  imUserKey: string;
  algorithm: 'SHA1' | 'SHA256';
}): string {
  const source = `nonce=${input.nonce}&timestamp=${input.timestamp}&web_token=${input.webToken}&${input.imUserKey}`;
  return createHash(input.algorithm === 'SHA1' ? 'sha1' : 'sha256')
    .update(source, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** A signer with the shop's Udesk key; SHA256 unless configured otherwise. */
export function udeskSigner(imUserKey: string, algorithm: 'SHA1' | 'SHA256' = 'SHA256'): ChatSigner {
  if (!imUserKey) throw new Error('udeskSigner needs the im_user_key');
  return {
    sign(webToken, now = new Date()) {
      const nonce = randomBytes(16).toString('hex');
      const timestamp = String(now.getTime());
      return {
        nonce,
        timestamp,
        web_token: webToken,
        encryption_algorithm: algorithm,
        signature: udeskSignature({ nonce, timestamp, webToken, imUserKey, algorithm }),
      };
    },
  };
}
