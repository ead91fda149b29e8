import type { RuntimeConfig } from '@mall/contract';

/** Thrown when /config.json cannot be loaded or is not a runtime config. The app shows 初始化失败. */
export class ConfigLoadError extends Error {
  override readonly name = 'ConfigLoadError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireStrings(value: unknown, path: string, keys: readonly string[]): void {
  if (!isRecord(value)) throw new ConfigLoadError(`${path} must be an object`);
  for (const key of keys) {
    if (typeof value[key] !== 'string') throw new ConfigLoadError(`${path}.${key} must be a string`);
  }
}

/**
 * Checks the shape of a runtime config without shipping a schema library to the browser: the
 * server validates it against the contract's schema when it writes it; this guards the client
 * against a stale or foreign file.
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  requireStrings(json, 'config', ['productCode', 'appId', 'chatUrl', 'storeLocatorUrl']);
  const config = json as Record<string, unknown>;
  requireStrings(config.brand, 'config.brand', ['name', 'logo']);
  requireStrings(config.hosts, 'config.hosts', ['api', 'newApi', 'sso', 'crm', 'origin']);
  requireStrings(config.staffSso, 'config.staffSso', ['issuer', 'clientId', 'redirectUri']);
  requireStrings(config.captcha, 'config.captcha', ['provider', 'captchaId']);
  requireStrings(config.support, 'config.support', ['hotline', 'hotlineHours', 'chatHours']);
  if (!/^[a-z][a-z0-9]*$/.test(config.productCode as string)) {
    throw new ConfigLoadError('config.productCode must be lower-case letters and digits');
  }
  const { webViewHosts } = config;
  if (!Array.isArray(webViewHosts) || !webViewHosts.every((host) => typeof host === 'string')) {
    throw new ConfigLoadError('config.webViewHosts must be a list of strings');
  }
  const provider = (config.captcha as Record<string, unknown>).provider;
  if (provider !== 'builtin' && provider !== 'geetest') {
    throw new ConfigLoadError('config.captcha.provider must be builtin or geetest');
  }
  return json as RuntimeConfig;
}

/**
 * Loads `/config.json` before the first render (spec §7, DESIGN.md §3). index.html preloads it, so
 * this usually resolves from the preload without a second request.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch (cause) {
    throw new ConfigLoadError('config request failed', { cause });
  }
  if (response.status !== 200) throw new ConfigLoadError(`config answered HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new ConfigLoadError('config is not JSON', { cause });
  }
  return parseRuntimeConfig(json);
}

/** Resolves a configured base host against the serving origin ('' means the serving origin). */
export function resolveHost(host: string, origin: string): string {
  const base = host.trim() === '' ? origin : host.trim();
  return base.replace(/\/+$/, '');
}
