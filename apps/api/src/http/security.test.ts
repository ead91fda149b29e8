import { describe, expect, it } from 'vitest';
import { EnvError, runtimeConfigFromEnv } from '../env';
import { contentSecurityPolicy, externalOrigins, isPageRequest, isServerPath } from './security';

describe('isPageRequest: SPA fallback only for pages of the mall', () => {
  it.each([
    ['GET', '/home', 'text/html,application/xhtml+xml', true],
    ['GET', '/d/123', 'text/html', true],
    ['GET', '/myIndex/orderList?x=1', 'text/html', true],
    ['HEAD', '/goods?mouldNo=JY001', 'text/html', true],
    ['POST', '/home', 'text/html', false],
    ['GET', '/assets/index-abc.js', '*/*', false],
    ['GET', '/api/account/refresh', 'text/html', false],
    ['GET', '/mall-goods-server/product/syncUserCart', 'text/html', false],
    ['GET', '/mall_Goods_API.ashx', 'text/html', false],
    ['GET', '/config.json', 'text/html', false],
    ['GET', '/home', 'application/json', false],
  ])('%s %s (%s) → %s', (method, url, accept, expected) => {
    expect(isPageRequest(method, url, accept, 'mall')).toBe(expected);
  });
});

describe('isServerPath', () => {
  it.each([
    ['/crm-member-api/member/info', true],
    ['/auth/gt/send/sms', true],
    ['/__dev/sms-outbox', true],
    ['/docs/json', true],
    ['/healthz', true],
    ['/readyz', true],
    ['/readyzz', false],
    ['/apiary', false],
    ['/authors', false],
  ])('%s → %s', (url, expected) => {
    expect(isServerPath(url, 'mall')).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline script and no foreign origin by default', () => {
    const csp = contentSecurityPolicy(runtimeConfigFromEnv({}), false);
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.connectSrc).toEqual(["'self'"]);
    // The default webViewHosts is the mall itself, so its own /webView may frame it; nobody else may.
    expect(csp.frameAncestors).toEqual(["'self'"]);
    expect(csp.upgradeInsecureRequests).toBeNull();
  });
  it('allows the configured API and SSO hosts', () => {
    const config = runtimeConfigFromEnv({
      MALL_API_HOST: 'https://api.example.cn/base',
      MALL_SSO_HOST: 'https://sso.example.cn',
    });
    const csp = contentSecurityPolicy(config, true);
    expect(csp.connectSrc).toEqual(["'self'", 'https://api.example.cn', 'https://sso.example.cn']);
    expect(csp.formAction).toEqual(["'self'", 'https://sso.example.cn']);
    expect(csp.upgradeInsecureRequests).toEqual([]);
  });
  it('frames only the mall itself by default (webViewHosts ["self"], issue #14)', () => {
    const config = runtimeConfigFromEnv({});
    expect(config.webViewHosts).toEqual(['self']);
    expect(contentSecurityPolicy(config, false).frameSrc).toEqual(["'self'"]);
  });
  it('frames exactly the configured webViewHosts, written as origins', () => {
    const config = runtimeConfigFromEnv({
      MALL_WEBVIEW_HOSTS:
        'https://Campaign.Jinyuan.example/, https://event.jinyuan.example:443 https://live.jinyuan.example:8443',
    });
    expect(config.webViewHosts).toEqual([
      'https://campaign.jinyuan.example',
      'https://event.jinyuan.example',
      'https://live.jinyuan.example:8443',
    ]);
    expect(contentSecurityPolicy(config, true).frameSrc).toEqual(config.webViewHosts);
  });
  it('frames nothing when the list is empty', () => {
    const config = runtimeConfigFromEnv({ MALL_WEBVIEW_HOSTS: '' });
    expect(config.webViewHosts).toEqual([]);
    expect(contentSecurityPolicy(config, true).frameSrc).toEqual(["'none'"]);
  });
  it.each([
    ['plain http', 'http://campaign.jinyuan.example'],
    ['a path', 'https://campaign.jinyuan.example/spring'],
    ['user info', 'https://good.example@evil.example'],
    ['a bare host name', 'campaign.jinyuan.example'],
    ['a wildcard', 'https://*.jinyuan.example'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses to start with %s in MALL_WEBVIEW_HOSTS', (_case, value) => {
    expect(() => runtimeConfigFromEnv({ MALL_WEBVIEW_HOSTS: value })).toThrow(EnvError);
  });
  it('ignores relative hosts', () => {
    expect(externalOrigins(['', '/oidc', 'not a url'])).toEqual([]);
  });
});
