import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Db } from '../db/database';
import { staffIdpRepository } from '../repositories/staffIdp';

/** Reads a named secret, creating it with `make` on first start; concurrent starters agree on one. */
async function loadOrCreate<T>(db: Db, name: string, make: () => T): Promise<T> {
  const secrets = staffIdpRepository(db);
  const existing = await secrets.secret(name);
  if (existing !== undefined) return existing as T;
  await secrets.addSecret(name, make());
  const stored = await secrets.secret(name);
  if (stored === undefined) throw new Error(`the staff identity provider could not store its ${name}`);
  return stored as T;
}

/** An RS256 signing key (what OpenID clients must support) as a private JWK. */
function newSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...(privateKey.export({ format: 'jwk' }) as JWK),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  };
}

/**
 * The provider's secrets, generated on its first start and kept in the database: the id_token
 * signing keys (else every token dies on restart, notes/toolchain.md) and the cookie keys.
 */
export async function loadProviderSecrets(db: Db): Promise<{ jwks: { keys: JWK[] }; cookieKeys: string[] }> {
  const jwks = await loadOrCreate(db, 'jwks', () => ({ keys: [newSigningKey()] }));
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', () => [
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
  return { jwks, cookieKeys };
}
