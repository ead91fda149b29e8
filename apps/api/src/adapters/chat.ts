import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** How far a signature's timestamp may lie from now, either way (issue #15): five minutes. */
export const CHAT_SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** Why a signed identity was refused: its signature does not match, or it is too old (or from the future). */
export type ChatSignatureRefusal = 'forged' | 'stale';

/**
 * Checks a signed chat identity as the local chat receives it in its URL (issue #15): the
 * signature recomputed with the key and compared in constant time, the algorithm one of Udesk's
 * two, and the timestamp (13-digit milliseconds) within {@link CHAT_SIGNATURE_WINDOW_MS} of now.
 * Null when it holds.
 */
export function chatSignatureRefusal(
  presented: { nonce: string; timestamp: string; web_token: string; signature: string; encryption_algorithm: string },
  imUserKey: string,
  now: Date,
): ChatSignatureRefusal | null {
  const algorithm = presented.encryption_algorithm.toUpperCase();
  if (algorithm !== 'SHA1' && algorithm !== 'SHA256') return 'forged';
  if (!/^\d{13}$/.test(presented.timestamp) || !presented.nonce || !presented.web_token) return 'forged';
  const expected = Buffer.from(
    udeskSignature({
      nonce: presented.nonce,
      timestamp: presented.timestamp,
      webToken: presented.web_token,
      imUserKey,
      algorithm,
    }),
  );
  const given = Buffer.from(presented.signature.toUpperCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  // Judged after the signature: a forger learns nothing about the window from the answer.
  if (Math.abs(now.getTime() - Number(presented.timestamp)) > CHAT_SIGNATURE_WINDOW_MS) return 'stale';
  return null;
}
