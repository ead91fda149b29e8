import type { RuntimeConfig } from '@mall/contract';
import { describe, expect, it, vi } from 'vitest';
import { ConfigLoadError, loadRuntimeConfig, parseRuntimeConfig, resolveHost } from './runtimeConfig';

const sampleConfig: RuntimeConfig = {
  productCode: 'mall',
  appId: 'jinyuan-web',
  brand: { name: '金缘珠宝', logo: '/brand/logo.svg' },
  hosts: { api: '', newApi: '', sso: '', crm: '', origin: '' },
  staffSso: { issuer: '/oidc', clientId: 'mall-web', redirectUri: '/login?tab=staff' },
  captcha: { provider: 'builtin', captchaId: 'builtin' },
  chatUrl: '/customerServiceView',
  storeLocatorUrl: '/onlineOfficialStore',
  webViewHosts: ['self'],
  support: { hotline: '400-820-1314', hotlineHours: '周一至周五 9:30-17:30', chatHours: '每天 8:15-23:45' },
};

function respond(status: number, body: unknown): typeof fetch {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('loadRuntimeConfig (spec §7: loaded at start-up; §8: failure → 初始化失败)', () => {
  it('returns a valid config', async () => {
    await expect(loadRuntimeConfig(respond(200, sampleConfig))).resolves.toEqual(sampleConfig);
  });
  it.each([
    ['a non-200 answer', respond(404, 'not found')],
    ['a body that is not JSON', respond(200, '<html>')],
    ['a network failure', vi.fn(async () => Promise.reject(new TypeError('offline'))) as typeof fetch],
    ['a config missing its hosts', respond(200, { ...sampleConfig, hosts: undefined })],
  ])('rejects with ConfigLoadError on %s', async (_case, fetchImpl) => {
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toBeInstanceOf(ConfigLoadError);
  });
});

describe('parseRuntimeConfig', () => {
  it.each([
    ['productCode with a slash', { ...sampleConfig, productCode: 'mall/../x' }, /productCode/],
    ['unknown captcha provider', { ...sampleConfig, captcha: { provider: 'other', captchaId: '' } }, /provider/],
    ['support hours missing', { ...sampleConfig, support: { hotline: '' } }, /support\.hotlineHours/],
    ['an array', [], /config must be an object/],
    ['webViewHosts missing', { ...sampleConfig, webViewHosts: undefined }, /webViewHosts/],
    ['webViewHosts not strings', { ...sampleConfig, webViewHosts: [1] }, /webViewHosts/],
  ])('rejects %s', (_case, value, message) => {
    expect(() => parseRuntimeConfig(value)).toThrow(message);
  });
});

describe('resolveHost', () => {
  it.each([
    ['', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['  ', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://sso.example.cn/', 'http://127.0.0.1:8080', 'https://sso.example.cn'],
  ])('resolves %j against %s', (host, origin, expected) => {
    expect(resolveHost(host, origin)).toBe(expected);
  });
});
