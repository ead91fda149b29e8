import path from 'node:path';
import { RuntimeConfigSchema, type RuntimeConfig } from '@mall/contract';
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
  /** production turns off the dev-only endpoints (SMS outbox, …). */
  isProduction: boolean;
  /** Folder of the built mall (apps/mall/dist). */
  staticDir: string;
  /** Trust X-Forwarded-* from a proxy in front (for https detection and client IPs). */
  trustProxy: boolean;
  logLevel: string;
  runtimeConfig: RuntimeConfig;
  /** GeeTest v4 captcha key (CAPTCHA_KEY), needed when captcha.provider is geetest. */
  captchaKey: string;
  /** Udesk im_user_key (UDESK_IM_USER_KEY) signing the chat identity; a development key stands in outside production. */
  udeskImUserKey: string;
};

type Env = Record<string, string | undefined>;

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new EnvError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  return parsed;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new EnvError('DATABASE_URL must start with postgres:// or postgresql://');
  return value;
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
      redirectUri: env.MALL_STAFF_REDIRECT_URI ?? '/login',
    },
    captcha: {
      provider: (env.MALL_CAPTCHA_PROVIDER ?? 'builtin') as RuntimeConfig['captcha']['provider'],
      captchaId: env.MALL_CAPTCHA_ID ?? 'builtin',
    },
    chatUrl: env.MALL_CHAT_URL ?? '/customerServiceView',
    storeLocatorUrl: env.MALL_STORE_LOCATOR_URL ?? '/onlineOfficialStore',
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

/** Reads and checks the environment once at start-up: HOST, PORT, DATA_DIR, DATABASE_URL, … */
export function readEnv(env: Env = process.env, cwd = process.cwd()): ServerEnv {
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT),
    dataDir: path.resolve(cwd, env.DATA_DIR || '.data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    isProduction: env.NODE_ENV === 'production',
    staticDir: path.resolve(cwd, env.STATIC_DIR || path.join(import.meta.dirname, '../../mall/dist')),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    runtimeConfig: runtimeConfigFromEnv(env),
    captchaKey: env.CAPTCHA_KEY ?? '',
    udeskImUserKey: env.UDESK_IM_USER_KEY || (env.NODE_ENV === 'production' ? '' : 'jinyuan-udesk-development-key'),
  };
}
