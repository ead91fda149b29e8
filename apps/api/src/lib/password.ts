import { createHmac } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Password storage (DESIGN.md §6). The mall sends the password as MD5 hex (spec §5: "Passwords are
 * MD5-hashed before sending"), so the server treats that hex string as the password itself: it is
 * keyed with a server-side pepper (HMAC-SHA256) and stretched with argon2id. A leaked table alone
 * is then useless without the pepper, and the MD5 step adds nothing an attacker could shortcut.
 */

/** OWASP's argon2id floor (m=19 MiB, t=2, p=1): ~12 ms per hash here, off the event loop. */
export const argon2Options: Options = {
  // `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const md5HexPattern = /^[0-9a-f]{32}$/i;

/** True when the value is what the client sends for a password: 32 hexadecimal digits. */
export function isMd5Hex(value: unknown): value is string {
  return typeof value === 'string' && md5HexPattern.test(value);
}

/**
 * HMAC-SHA256(pepper, md5hex) as hex; the MD5 hex is lower-cased first so either case of the same
 * digest matches. Hex, not raw bytes: @node-rs/argon2's verify reads its input as UTF-8 text.
 */
function peppered(md5hex: string, pepper: string): string {
  return createHmac('sha256', pepper).update(md5hex.toLowerCase()).digest('hex');
}

/**
 * Hashes a password as sent by the client (MD5 hex) for storage: argon2id(HMAC(pepper, md5hex)),
 * a PHC string carrying its own salt and parameters.
 */
export async function hashPassword(md5hex: string, pepper: string): Promise<string> {
  if (!isMd5Hex(md5hex)) throw new TypeError('hashPassword expects the 32-digit MD5 hex the client sends');
  return hash(peppered(md5hex, pepper), argon2Options);
}

/**
 * Checks a password as sent by the client against a stored hash. argon2's own comparison is
 * constant-time; anything malformed (not MD5 hex, not a PHC string) is simply false, never a throw.
 */
export async function verifyPassword(storedHash: string, md5hex: string, pepper: string): Promise<boolean> {
  if (!isMd5Hex(md5hex) || !storedHash.startsWith('$argon2')) return false;
  try {
    return await verify(storedHash, peppered(md5hex, pepper));
  } catch {
    return false;
  }
}
