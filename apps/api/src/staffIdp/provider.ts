import { createHash } from 'node:crypto';
import Provider, { type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { hashPassword, verifyPassword } from '../lib/password';
import type { Db } from '../db/database';
import { staffRepository, type StaffRow } from '../repositories/staff';
import type { TrustProxy } from '../env';
import { drizzleAdapter } from './adapter';
import { errorPage, loggedOutPage, logoutPage } from './pages';
import { loadProviderSecrets } from './secrets';

/** Where the provider lives on the mall's origin; the default issuer is `{origin}/oidc`. */
export const staffIdpPrefix = '/oidc';

export type StaffIdpOptions = {
  db: Db;
  /** Absolute issuer URL, e.g. `http://127.0.0.1:8080/oidc`. */
  issuer: string;
  client: {
    clientId: string;
    clientSecret?: string | undefined;
    redirectUri: string;
    postLogoutRedirectUri: string;
    /** The operations console's callback and signed-out page (issue #29), registered beside the mall's. */
    ops: { redirectUri: string; postLogoutRedirectUri: string };
  };
  brandName: string;
  /** The mall's home, for the provider's own error and sign-out pages. */
  homeUrl: string;
  pepper: string;
  /** Honour X-Forwarded-* (behind a TLS-terminating proxy). */
  trustProxy: TrustProxy;
};

/** Seconds: a code is exchanged right after the redirect; a staff session lasts a working day. */
const ttl = {
  AuthorizationCode: 60,
  Interaction: 10 * 60,
  IdToken: 10 * 60,
  AccessToken: 10 * 60,
  Session: 10 * 3600,
  Grant: 10 * 3600,
};

/** The claims the provider asserts about a staff user (the subject is the staff code). */
export function staffClaims(row: StaffRow) {
  return {
    sub: row.staffCode,
    staff_code: row.staffCode,
    name: row.nickname,
    nickname: row.nickname,
    email: row.email,
    email_verified: true,
  };
}

export type StaffCheck = { ok: true; staff: StaffRow } | { ok: false; reason: 'invalid' | 'inactive' };

/**
 * Checks a staff sign-in (staff code or e-mail, plain password as typed). Unknown accounts are
 * checked against a throwaway hash, so they take as long as a wrong password and answer the same.
 */
export function staffAuthenticator(db: Db, pepper: string) {
  const repo = staffRepository(db);
  let decoy: Promise<string> | undefined;
  const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
  return async function check(login: string, password: string): Promise<StaffCheck> {
    const row = login.trim() ? await repo.byLogin(login) : undefined;
    decoy ??= hashPassword(md5(`decoy-${Math.random()}`), pepper);
    const matches = await verifyPassword(row?.passwordHash ?? (await decoy), md5(password), pepper);
    if (!row?.passwordHash || !matches) return { ok: false, reason: 'invalid' };
    return row.isActive ? { ok: true, staff: row } : { ok: false, reason: 'inactive' };
  };
}

/**
 * The embedded staff OpenID provider (node-oidc-provider): authorization code with PKCE S256 only,
 * the one registered client of the runtime config with its exact redirect URIs (the mall's and the console's), storage and keys in
 * our database, Chinese pages of its own. It is used over HTTP exactly like an outside issuer.
 */
export async function createStaffProvider(options: StaffIdpOptions): Promise<Provider> {
  const { db, brandName, homeUrl, client } = options;
  const { jwks, cookieKeys } = await loadProviderSecrets(db);
  const repo = staffRepository(db);

  const clientMetadata: ClientMetadata = {
    client_id: client.clientId,
    client_name: `${brandName}官方商城`,
    redirect_uris: [client.redirectUri, client.ops.redirectUri],
    post_logout_redirect_uris: [client.postLogoutRedirectUri, client.ops.postLogoutRedirectUri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    ...(client.clientSecret
      ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
  };

  const configuration: Configuration = {
    adapter: drizzleAdapter(db),
    clients: [clientMetadata],
    jwks,
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    // PKCE on every request, confidential client or not; the provider knows only S256.
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub', 'staff_code'], profile: ['name', 'nickname'], email: ['email', 'email_verified'] },
    // The claims of the requested scopes go into the id_token too: the mall has no use for userinfo.
    conformIdTokenClaims: false,
    // The token request must name the redirect URI, and exactly the registered one.
    allowOmittingSingleRegisteredRedirectUri: false,
    clientBasedCORS: () => false,
    ttl,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(brandName, form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(brandName, homeUrl);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${staffIdpPrefix}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const row = await repo.byStaffCode(sub);
      // A staff user who left (inactive) has no account any more: their provider session ends too.
      if (!row?.isActive) return undefined;
      return { accountId: row.staffCode, claims: () => staffClaims(row) };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(brandName, homeUrl, describeError(out.error), out.error);
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Koa behind the same proxies as Fastify: X-Forwarded-Proto/-Host are believed only with a trusted proxy, and the
  // client address is taken that many hops from the right (issue #28 §2).
  provider.proxy = options.trustProxy !== false;
  provider.maxIpsCount = typeof options.trustProxy === 'number' ? options.trustProxy : 1;
  return provider;
}

/** The Chinese sentence for an OAuth error code shown on the provider's own error page. */
export function describeError(code: string | undefined): string {
  switch (code) {
    case 'invalid_client':
      return '商城的登录配置有误（客户端无效），请联系管理员。';
    case 'invalid_redirect_uri':
      return '登录回调地址与登记的不一致，已拒绝本次登录。';
    case 'session_not_found':
    case 'invalid_request':
      return '登录请求无效或已过期，请返回商城重新发起员工登录。';
    default:
      return '登录未能完成，请返回商城重新发起员工登录。';
  }
}
