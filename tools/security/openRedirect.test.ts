import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from '../../packages/core/src/session/redirect';
import { allowedRedirect } from '../../apps/api/src/routes/login';
import { destinationAfterLogin, withoutErrorParam } from '../../packages/features/auth/src/logic/completion';
import { resultRedirect } from '../../packages/features/search/src/logic/searchRules';
import { leavesTheMall, mallOrigin, openRedirectPayloads } from './openRedirectPayloads';

/**
 * The open-redirect suite's pure half (issue #17 §3): every payload through the front end's remembered-path check
 * (spec §4: the login drawer's return after sign-in), the page the drawer and the 登录错误 dialog return to (spec
 * §4, §8), a search result's `linkUrl` (spec §4: the first result with linkUrl goes there) and the server's
 * sign-in redirect allow-list (DESIGN.md §6). Whatever any of them lets
 * through must keep the browser on the mall; the HTTP half is apps/api/test/openRedirect.test.ts, the browser half
 * e2e/tests/open-redirect.spec.ts.
 */
describe('open-redirect payloads', () => {
  /** What `window.location.origin` says on the mall (the default port is not written). */
  const pageOrigin = new URL(mallOrigin).origin;

  it('has at least 50 of them, and the oracle knows an off-site target when it sees one', () => {
    expect(openRedirectPayloads.length).toBeGreaterThanOrEqual(50);
    expect(leavesTheMall('https://evil.example')).toBe(true);
    expect(leavesTheMall('//evil.example')).toBe(true);
    expect(leavesTheMall('/home')).toBe(false);
  });

  it.each(openRedirectPayloads.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'core isSafeRedirectPath keeps %s on the mall',
    (_name, payload) => {
      if (isSafeRedirectPath(payload)) expect(leavesTheMall(payload)).toBe(false);
    },
  );

  it.each(openRedirectPayloads.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'search resultRedirect keeps linkUrl %s on the mall',
    (_name, payload) => {
      // As linkUrl itself, and as an address on the mall that carries the payload in its path.
      for (const linkUrl of [payload, `${pageOrigin}${payload}`]) {
        const target = resultRedirect(linkUrl, pageOrigin);
        if (target !== null) expect(leavesTheMall(target), linkUrl).toBe(false);
      }
    },
  );

  it.each(openRedirectPayloads.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'the login drawer returns from page %s to a path of the mall',
    (_name, payload) => {
      // The page's own URL is where the drawer's sign-in and the 登录错误 dialog return (spec §4, §8).
      expect(leavesTheMall(destinationAfterLogin(payload, null))).toBe(false);
      expect(leavesTheMall(withoutErrorParam(`${payload}?error=E1`))).toBe(false);
    },
  );

  it.each(openRedirectPayloads.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'server allowedRedirect keeps %s on the mall',
    (_name, payload) => {
      const kept = allowedRedirect(payload, mallOrigin, 'https://mall.jinyuan.example');
      if (kept !== null) expect(leavesTheMall(kept)).toBe(false);
    },
  );

  it('counts: none of them leaves the mall through any check', () => {
    const through = openRedirectPayloads.filter(
      (payload) =>
        (isSafeRedirectPath(payload) && leavesTheMall(payload)) ||
        leavesTheMall(resultRedirect(payload, pageOrigin) ?? '/') ||
        leavesTheMall(resultRedirect(`${pageOrigin}${payload}`, pageOrigin) ?? '/') ||
        leavesTheMall(destinationAfterLogin(payload, null)) ||
        leavesTheMall(withoutErrorParam(payload)) ||
        leavesTheMall(allowedRedirect(payload, mallOrigin, '') ?? '/'),
    );
    expect(through).toEqual([]);
    console.info(`open-redirect suite (pure): ${openRedirectPayloads.length} payloads × 5 checks, 0 off-site`);
  });
});
