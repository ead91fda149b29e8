import { captchaLoadLimit } from './lib/signInThrottle';
import { isIP } from 'node:net';
import path from 'node:path';
import { creditCodeProblem, normalizeCreditCode, RuntimeConfigSchema, type RuntimeConfig } from '@mall/contract';
import { Value } from '@sinclair/typebox/value';

/** Thrown for an environment the server cannot start with; main.ts prints the message and exits 1. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
}

export type ServerEnv = {
  host: string;
  port: number;
  /** PGlite data folder (embedded default). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** SHUTDOWN_GRACE_MS (default 10 000): how long SIGTERM waits for requests in flight before cutting them off. */
  shutdownGraceMs: number;
  /** production turns off the dev-only endpoints (SMS outbox, …). */
  isProduction: boolean;
  /** Folder of the built mall (apps/mall/dist). */
  staticDir: string;
  /** OPS_DIR: folder of the built operations console (apps/ops/dist), served at /ops/ (issue #29). */
  opsDir: string;
  /**
   * Which proxies in front may speak for the client through X-Forwarded-For/-Proto/-Host (issue #28 §2): false (none,
   * the socket's address is the client), a hop count (`TRUST_PROXY=1`: the one nginx in front; the client is the
   * address that hop put on the right of X-Forwarded-For, never what the client wrote on the left), or the proxies'
   * own addresses and CIDRs (`TRUST_PROXY=10.0.0.5,10.1.0.0/16`). Never "trust everyone".
   */
  trustProxy: TrustProxy;
  /** Whether /docs publishes the API as OpenAPI (API_DOCS): on outside production, off in production unless asked for. */
  apiDocs: boolean;
  logLevel: string;
  runtimeConfig: RuntimeConfig;
  /** GeeTest v4 captcha key (CAPTCHA_KEY), needed when captcha.provider is geetest. */
  captchaKey: string;
  /** Udesk im_user_key (UDESK_IM_USER_KEY) signing the chat identity; a development key stands in outside production. */
  udeskImUserKey: string;
  /**
   * Who answers the chat (issue #15): `udesk` when UDESK_IM_USER_KEY is set and MALL_CHAT_URL is
   * Udesk's web IM (an absolute URL): the float button opens it and the local chat is not served;
   * else `local`, the mall's own chat at /customerServiceView.
   */
  chatProvider: 'local' | 'udesk';
  /**
   * Per-phone wait between text messages (spec §9: 60 s). OTP_COOLDOWN_SECONDS may shorten it for
   * end-to-end runs that send several codes to one phone; production always keeps the spec's 60 s.
   */
  otpCooldownSeconds: number;
  /**
   * Built-in captcha loads one client address may make in 10 minutes (issue #17; lib/signInThrottle.ts).
   * CAPTCHA_LOADS_PER_ADDRESS may raise it outside production, for end-to-end runs from one address.
   */
  captchaLoadsPerAddress: number;
  /** The origin shoppers reach the mall at: MALL_ORIGIN when absolute, else http://HOST:PORT. */
  publicOrigin: string;
  /** Staff single sign-on with every URL made absolute against publicOrigin (DESIGN.md §5). */
  staffSso: StaffSsoEnv;
  /** Checkout and payment (issue #7). */
  checkout: CheckoutEnv;
  /** Fulfilment, carrier tracking and auto-confirm (issue #12). */
  fulfilment: FulfilmentEnv;
  /** Invoices (issue #14). */
  invoicing: InvoicingEnv;
};

export type InvoicingEnv = {
  /** INVOICE_SWEEP_SECONDS (default 2; 0 turns it off): how often the e-invoice adapter issues pending invoices and writes reversals. */
  sweepSeconds: number;
  /** INVOICE_SELLER_NAME and INVOICE_SELLER_TAX_ID (a GB 32100 credit code): the seller printed on every invoice. */
  seller: { name: string; taxId: string };
};

export type FulfilmentEnv = {
  /** FULFIL_SWEEP_SECONDS (default 30; 0 turns the in-process sweep off): how often due orders ship (AUTO_SHIP) and old shipments confirm. */
  sweepSeconds: number;
  /** FULFIL_AFTER_SECONDS (default 180): how long after payment the warehouse ships an order. */
  afterSeconds: number;
  /**
   * AUTO_SHIP (on/off): whether the simulated warehouse ships paid orders by itself after FULFIL_AFTER_SECONDS.
   * On for the demo and the tests that need it; off by default in production, where staff ship in the
   * operations console (issue #29). Confirming old shipments runs either way.
   */
  autoShip: boolean;
  /** AUTO_CONFIRM_DAYS (default 10): a shipped order is confirmed received this many days after it left. */
  autoConfirmDays: number;
  /** CARRIER_PROVIDER: `simulator` (default) or `kuaidi100` (needs KUAIDI100_KEY and KUAIDI100_CUSTOMER). */
  carrier: { provider: 'simulator'; speed: number } | { provider: 'kuaidi100'; key: string; customer: string };
};

export type CheckoutEnv = {
  /** ORDER_PAY_MINUTES (default 30): how long an unpaid order waits before it closes. */
  orderPayMinutes: number;
  /** ORDER_SWEEP_SECONDS (default 30; 0 turns the in-process sweeper off): how often unpaid orders past their deadline are closed. */
  orderSweepSeconds: number;
  /** POINTS_EXCHANGE_RATE (default 50, spec §9): points per 1 元. */
  pointsExchangeRate: number;
  /** GIFT_CARD_ENABLED (default on; 0/false turns gift-card payment off). */
  giftCardEnabled: boolean;
  /** PAY_NOTIFY_SECRET: the sandbox PSP's HMAC key; when unset one is generated per install and kept in the database. */
  payNotifySecret: string | undefined;
  /** REFUND_SECOND_APPROVAL_FEN (default 500000 = ¥5,000): above it a refund needs a second approval by 财务 (issue #29). */
  refundSecondApprovalFen?: number;
};

export type StaffSsoEnv = {
  /** Absolute issuer URL; discovery is read from `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Set for a confidential client (MALL_STAFF_CLIENT_SECRET, never in the runtime config). */
  clientSecret: string | undefined;
  /** Absolute; the only redirect URI registered for the mall and accepted by the code exchange. */
  redirectUri: string;
  /** Absolute; where the provider returns a staff user after signing out. */
  postLogoutRedirectUri: string;
  /**
   * The operations console's own callback and signed-out page (issue #29): the same client, a second
   * registered redirect URI (MALL_OPS_REDIRECT_URI, default `/ops/login/callback`; and
   * MALL_OPS_POST_LOGOUT_REDIRECT_URI, default `/ops/login`). An outside issuer must register both.
   */
  ops: { redirectUri: string; postLogoutRedirectUri: string };
  /** True when the issuer is this server's own embedded provider (`{publicOrigin}/oidc`). */
  isEmbedded: boolean;
};

type Env = Record<string, string | undefined>;

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new EnvError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  return parsed;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new EnvError('DATABASE_URL must start with postgres:// or postgresql://');
  return value;
}

/**
 * MALL_WEBVIEW_HOSTS: the origins /webView may frame, separated by commas or spaces: `self` (the
 * mall's own origin, the default) and https origins such as `https://campaign.jinyuan.example`.
 * Each is written as its origin (lower case, no default port, no path); anything else stops the start.
 */
export function webViewHosts(value: string | undefined): string[] {
  const entries = (value ?? 'self').split(/[\s,]+/).filter((entry) => entry !== '');
  const origins = entries.map((entry) => {
    if (entry.toLowerCase() === 'self') return 'self';
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const isOrigin =
      url !== undefined &&
      url.protocol === 'https:' &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '';
    if (!isOrigin || !url)
      throw new EnvError(
        `MALL_WEBVIEW_HOSTS takes self and https origins (https://host[:port], no path), got "${entry}"`,
      );
    return url.origin;
  });
  return [...new Set(origins)];
}

/** The runtime config of DESIGN.md §3, from MALL_* variables, validated against the contract. */
export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const config: RuntimeConfig = {
    productCode: env.MALL_PRODUCT_CODE ?? 'mall',
    appId: env.MALL_APP_ID ?? 'jinyuan-web',
    brand: { name: env.MALL_BRAND_NAME ?? '金缘珠宝', logo: env.MALL_BRAND_LOGO ?? '/brand/logo.svg' },
    hosts: {
      api: env.MALL_API_HOST ?? '',
      newApi: env.MALL_NEW_API_HOST ?? '',
      sso: env.MALL_SSO_HOST ?? '',
      crm: env.MALL_CRM_HOST ?? '',
      origin: env.MALL_ORIGIN ?? '',
    },
    staffSso: {
      issuer: env.MALL_STAFF_ISSUER ?? '/oidc',
      clientId: env.MALL_STAFF_CLIENT_ID ?? 'mall-web',
      // The mall's staff callback page, which exchanges the returned code (spec §4). A path without a
      // query: OpenID clients (openid-client) send the redirect URI without its query string.
      redirectUri: env.MALL_STAFF_REDIRECT_URI ?? '/login/staffCallback',
    },
    captcha: {
      provider: (env.MALL_CAPTCHA_PROVIDER ?? 'builtin') as RuntimeConfig['captcha']['provider'],
      captchaId: env.MALL_CAPTCHA_ID ?? 'builtin',
    },
    chatUrl: env.MALL_CHAT_URL ?? '/customerServiceView',
    storeLocatorUrl: env.MALL_STORE_LOCATOR_URL ?? '/onlineOfficialStore',
    webViewHosts: webViewHosts(env.MALL_WEBVIEW_HOSTS),
    support: {
      hotline: env.MALL_SUPPORT_HOTLINE ?? '400-820-1314',
      hotlineHours: env.MALL_SUPPORT_HOTLINE_HOURS ?? '9:30-17:30',
      chatHours: env.MALL_SUPPORT_CHAT_HOURS ?? '8:15-23:45',
    },
  };
  const first = Value.Errors(RuntimeConfigSchema, config).First();
  if (first) throw new EnvError(`runtime config is invalid at ${first.path || '/'}: ${first.message}`);
  return config;
}

/** The public origin: MALL_ORIGIN when it is an absolute URL, else where the server listens. */
export function publicOriginOf(env: Env, host: string, listenPort: number): string {
  const origin = env.MALL_ORIGIN;
  if (origin && /^https?:\/\//i.test(origin)) return new URL(origin).origin;
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reachable}:${listenPort}`;
}

function absoluteUrl(name: string, value: string, origin: string): string {
  try {
    const url = new URL(value, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    url.hash = '';
    return url.href;
  } catch {
    throw new EnvError(`${name} must be a URL or a path on the mall's origin, got "${value}"`);
  }
}

/** The staff SSO settings of the runtime config resolved against the public origin. */
export function staffSsoFromEnv(env: Env, config: RuntimeConfig, origin: string): StaffSsoEnv {
  const issuer = absoluteUrl('MALL_STAFF_ISSUER', config.staffSso.issuer, origin).replace(/\/$/, '');
  const redirectUri = absoluteUrl('MALL_STAFF_REDIRECT_URI', config.staffSso.redirectUri, origin);
  const opsRedirectUri = absoluteUrl(
    'MALL_OPS_REDIRECT_URI',
    env.MALL_OPS_REDIRECT_URI ?? '/ops/login/callback',
    origin,
  );
  for (const [name, uri] of [
    ['MALL_STAFF_REDIRECT_URI', redirectUri],
    ['MALL_OPS_REDIRECT_URI', opsRedirectUri],
  ])
    if (new URL(uri as string).search)
      throw new EnvError(`${name} must not carry a query string (the code exchange sends it without one)`);
  return {
    issuer,
    clientId: config.staffSso.clientId,
    clientSecret: env.MALL_STAFF_CLIENT_SECRET || undefined,
    redirectUri,
    postLogoutRedirectUri: absoluteUrl(
      'MALL_STAFF_POST_LOGOUT_REDIRECT_URI',
      env.MALL_STAFF_POST_LOGOUT_REDIRECT_URI ?? '/login',
      origin,
    ),
    ops: {
      redirectUri: opsRedirectUri,
      postLogoutRedirectUri: absoluteUrl(
        'MALL_OPS_POST_LOGOUT_REDIRECT_URI',
        env.MALL_OPS_POST_LOGOUT_REDIRECT_URI ?? '/ops/login',
        origin,
      ),
    },
    isEmbedded: issuer === `${origin}/oidc`,
  };
}

/** What TRUST_PROXY allows: nobody, the nearest N hops, or these proxy addresses and CIDRs. */
export type TrustProxy = false | number | string[];

/** An IPv4 or IPv6 address, optionally with a /prefix within its family's length. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (issue #28 §2): unset, empty, 0 or false trust nobody; a whole number 1–10 trusts that many hops in
 * front; otherwise a comma-separated list of the proxies' addresses or CIDRs. `true` (trust any address, so the
 * client's own leftmost X-Forwarded-For) is refused.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new EnvError(`TRUST_PROXY must be a hop count from 1 to 10 or proxy addresses, got ${text}`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new EnvError(
      `TRUST_PROXY must be a hop count (1 behind one nginx) or the proxies' addresses/CIDRs, comma-separated; not ${bad.join(', ') || text}`,
    );
  }
  return entries;
}

/** API_DOCS: 1/true publishes /docs, 0/false hides it; unset, on outside production only (issue #28 §6). */
function apiDocsOf(env: Env): boolean {
  const asked = (env.API_DOCS ?? '').trim().toLowerCase();
  if (asked === '1' || asked === 'true') return true;
  if (asked === '0' || asked === 'false') return false;
  return env.NODE_ENV !== 'production';
}

/** Reads and checks the environment once at start-up: HOST, PORT, DATA_DIR, DATABASE_URL, … */
export function readEnv(env: Env = process.env, cwd = process.cwd()): ServerEnv {
  const host = env.HOST || '127.0.0.1';
  const listenPort = port(env.PORT);
  const runtimeConfig = runtimeConfigFromEnv(env);
  const publicOrigin = publicOriginOf(env, host, listenPort);
  return {
    host,
    port: listenPort,
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    shutdownGraceMs: wholeNumber('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000, 0, 600_000),
    isProduction: env.NODE_ENV === 'production',
    staticDir: path.resolve(cwd, env.STATIC_DIR || path.join(import.meta.dirname, '../../mall/dist')),
    opsDir: path.resolve(cwd, env.OPS_DIR || path.join(import.meta.dirname, '../../ops/dist')),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    apiDocs: apiDocsOf(env),
    logLevel: env.LOG_LEVEL || 'info',
    runtimeConfig,
    captchaKey: env.CAPTCHA_KEY ?? '',
    otpCooldownSeconds: otpCooldownSeconds(env),
    captchaLoadsPerAddress: captchaLoadsPerAddress(env),
    udeskImUserKey: env.UDESK_IM_USER_KEY || (env.NODE_ENV === 'production' ? '' : 'jinyuan-udesk-development-key'),
    chatProvider: chatProviderOf(env, runtimeConfig),
    publicOrigin,
    staffSso: staffSsoFromEnv(env, runtimeConfig, publicOrigin),
    checkout: checkoutFromEnv(env),
    fulfilment: fulfilmentFromEnv(env),
    invoicing: invoicingFromEnv(env),
  };
}

/** Invoicing settings (issue #14): the adapter's run and the seller (a fictional company by default). */
export function invoicingFromEnv(env: Env): InvoicingEnv {
  const taxId = normalizeCreditCode(env.INVOICE_SELLER_TAX_ID || '91440300MA5JY2026A');
  if (creditCodeProblem(taxId))
    throw new EnvError(`INVOICE_SELLER_TAX_ID is not a unified social credit code: "${taxId}"`);
  return {
    sweepSeconds: wholeNumber('INVOICE_SWEEP_SECONDS', env.INVOICE_SWEEP_SECONDS, 2, 0, 3600),
    seller: { name: env.INVOICE_SELLER_NAME || '深圳金缘珠宝首饰有限公司', taxId },
  };
}

/** The chat's provider (issue #15): Udesk only with its key and its chat URL; an external URL without the key is a mistake. */
function chatProviderOf(env: Env, config: RuntimeConfig): 'local' | 'udesk' {
  const isExternal = /^https?:\/\//i.test(config.chatUrl);
  if (isExternal && !env.UDESK_IM_USER_KEY)
    throw new EnvError('MALL_CHAT_URL points at an external chat (Udesk): set UDESK_IM_USER_KEY too');
  return isExternal ? 'udesk' : 'local';
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new EnvError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return parsed;
}

/** Checkout settings (issue #7): payment window, sweeper, points rate, gift card, PSP secret. */
export function checkoutFromEnv(env: Env): CheckoutEnv {
  const secret = env.PAY_NOTIFY_SECRET;
  if (secret !== undefined && secret !== '' && secret.length < 32)
    throw new EnvError('PAY_NOTIFY_SECRET must be at least 32 characters');
  return {
    orderPayMinutes: wholeNumber('ORDER_PAY_MINUTES', env.ORDER_PAY_MINUTES, 30, 1, 7 * 24 * 60),
    orderSweepSeconds: wholeNumber('ORDER_SWEEP_SECONDS', env.ORDER_SWEEP_SECONDS, 30, 0, 3600),
    pointsExchangeRate: wholeNumber('POINTS_EXCHANGE_RATE', env.POINTS_EXCHANGE_RATE, 50, 1, 10_000),
    giftCardEnabled: !['0', 'false', 'off'].includes((env.GIFT_CARD_ENABLED ?? '').toLowerCase()),
    payNotifySecret: secret || undefined,
    refundSecondApprovalFen: wholeNumber(
      'REFUND_SECOND_APPROVAL_FEN',
      env.REFUND_SECOND_APPROVAL_FEN,
      500_000,
      0,
      1_000_000_000,
    ),
  };
}

/** Fulfilment settings (issue #12): the sweep, when orders ship and confirm, and which carrier tracker answers. */
export function fulfilmentFromEnv(env: Env): FulfilmentEnv {
  const provider = env.CARRIER_PROVIDER || 'simulator';
  if (provider !== 'simulator' && provider !== 'kuaidi100')
    throw new EnvError(`CARRIER_PROVIDER must be simulator or kuaidi100, got "${provider}"`);
  const carrier: FulfilmentEnv['carrier'] =
    provider === 'kuaidi100'
      ? { provider, key: env.KUAIDI100_KEY ?? '', customer: env.KUAIDI100_CUSTOMER ?? '' }
      : { provider, speed: wholeNumber('CARRIER_SIM_SPEED', env.CARRIER_SIM_SPEED, 1, 1, 1_000_000) };
  if (carrier.provider === 'kuaidi100' && (!carrier.key || !carrier.customer))
    throw new EnvError('CARRIER_PROVIDER=kuaidi100 needs KUAIDI100_KEY and KUAIDI100_CUSTOMER');
  const autoShip = (env.AUTO_SHIP ?? (env.NODE_ENV === 'production' ? 'off' : 'on')).trim().toLowerCase();
  if (autoShip !== 'on' && autoShip !== 'off')
    throw new EnvError(`AUTO_SHIP must be on or off, got "${env.AUTO_SHIP}"`);
  return {
    sweepSeconds: wholeNumber('FULFIL_SWEEP_SECONDS', env.FULFIL_SWEEP_SECONDS, 30, 0, 3600),
    afterSeconds: wholeNumber('FULFIL_AFTER_SECONDS', env.FULFIL_AFTER_SECONDS, 180, 0, 30 * 86_400),
    autoShip: autoShip === 'on',
    autoConfirmDays: wholeNumber('AUTO_CONFIRM_DAYS', env.AUTO_CONFIRM_DAYS, 10, 1, 90),
    carrier,
  };
}

/** captchaLoadLimit.loads, or a higher CAPTCHA_LOADS_PER_ADDRESS (≤ 100000) outside production. */
export function captchaLoadsPerAddress(env: Env): number {
  const asked = Number(env.CAPTCHA_LOADS_PER_ADDRESS);
  if (env.NODE_ENV === 'production' || !Number.isInteger(asked) || asked < captchaLoadLimit.loads || asked > 100_000)
    return captchaLoadLimit.loads;
  return asked;
}

/** spec §9's 60 s, or OTP_COOLDOWN_SECONDS (1–60) outside production. */
export function otpCooldownSeconds(env: Env): number {
  const asked = Number(env.OTP_COOLDOWN_SECONDS);
  if (env.NODE_ENV === 'production' || !Number.isInteger(asked) || asked < 1 || asked > 60) return 60;
  return asked;
}

/** The pepper used when PASSWORD_PEPPER is unset outside production: never protects real data. */
export const developmentPepper = 'jinyuan-mall-development-pepper-not-for-production';

/**
 * The pepper from PASSWORD_PEPPER. Outside production a fixed development pepper stands in; in
 * production a missing or short pepper stops the server (a default there would be public).
 */
export function passwordPepper(env: Record<string, string | undefined> = process.env): string {
  const pepper = env.PASSWORD_PEPPER;
  if (pepper) {
    if (env.NODE_ENV === 'production' && pepper.length < 32)
      throw new EnvError('PASSWORD_PEPPER must be at least 32 characters in production');
    return pepper;
  }
  if (env.NODE_ENV === 'production')
    throw new EnvError('PASSWORD_PEPPER is required in production (at least 32 random characters)');
  return developmentPepper;
}
