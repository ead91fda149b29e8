import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { developmentPepper, EnvError, passwordPepper } from '../env';
import { hashPassword, isMd5Hex, verifyPassword } from './password';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const pepper = 'test-pepper-0123456789abcdef0123456789';

describe('isMd5Hex: the client sends passwords as MD5 hex (spec §5)', () => {
  it.each([
    [md5('Jinyuan2026'), true],
    [md5('Jinyuan2026').toUpperCase(), true],
    ['d41d8cd98f00b204e9800998ecf8427e', true],
    ['Jinyuan2026', false],
    ['d41d8cd98f00b204e9800998ecf8427', false],
    ['d41d8cd98f00b204e9800998ecf8427e0', false],
    ['g41d8cd98f00b204e9800998ecf8427e', false],
    [' d41d8cd98f00b204e9800998ecf8427e', false],
    ['', false],
    [undefined, false],
    [12345, false],
  ])('%j → %s', (value, expected) => {
    expect(isMd5Hex(value)).toBe(expected);
  });
});

describe('passwordPepper (DESIGN.md §6)', () => {
  it.each([
    [{ PASSWORD_PEPPER: pepper }, pepper],
    [{ PASSWORD_PEPPER: pepper, NODE_ENV: 'production' }, pepper],
    [{}, developmentPepper],
    [{ NODE_ENV: 'development' }, developmentPepper],
    [{ NODE_ENV: 'test', PASSWORD_PEPPER: '' }, developmentPepper],
  ])('%j → the pepper', (env, expected) => {
    expect(passwordPepper(env)).toBe(expected);
  });

  it.each([
    [{ NODE_ENV: 'production' }],
    [{ NODE_ENV: 'production', PASSWORD_PEPPER: '' }],
    [{ NODE_ENV: 'production', PASSWORD_PEPPER: 'too-short' }],
  ])('refuses %j: no default pepper in production', (env) => {
    expect(() => passwordPepper(env)).toThrow(EnvError);
  });
});

describe('hashPassword / verifyPassword: argon2id over HMAC(pepper, md5hex)', () => {
  it('stores an argon2id PHC string with m=19456, t=2, p=1 and a fresh salt each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword(md5('Jinyuan2026'), pepper),
      hashPassword(md5('Jinyuan2026'), pepper),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(md5('Jinyuan2026'));
  });

  it('refuses to hash anything but MD5 hex', async () => {
    await expect(hashPassword('Jinyuan2026', pepper)).rejects.toThrow(TypeError);
  });

  const stored = hashPassword(md5('Jinyuan2026'), pepper);
  it.each([
    ['the same password', md5('Jinyuan2026'), pepper, true],
    ['the same digest in upper case', md5('Jinyuan2026').toUpperCase(), pepper, true],
    ['another password', md5('jinyuan2026'), pepper, false],
    ['the right password under another pepper', md5('Jinyuan2026'), `${pepper}x`, false],
    ['the plain password instead of its MD5', 'Jinyuan2026', pepper, false],
    ['an empty password', '', pepper, false],
  ])('verifies %s → %s', async (_case, candidate, candidatePepper, expected) => {
    expect(await verifyPassword(await stored, candidate, candidatePepper)).toBe(expected);
  });

  it.each([[''], ['not-a-hash'], ['$argon2id$v=19$m=19456,t=2,p=1$broken']])(
    'answers false for the stored value %j, never throws',
    async (storedHash) => {
      expect(await verifyPassword(storedHash, md5('Jinyuan2026'), pepper)).toBe(false);
    },
  );
});
