import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from '../../packages/core/src/session/redirect';
import { allowedRedirect } from '../../apps/api/src/routes/login';
import { leavesTheMall, mallOrigin, openRedirectPayloads } from './openRedirectPayloads';

/**
 * The open-redirect suite's pure half (issue #17 §3): every payload through the front end's remembered-path check
 * (spec §4) and the server's sign-in redirect allow-list (DESIGN.md §6). Whatever either lets through must keep
 * the browser on the mall; the HTTP half is apps/api/test/openRedirect.test.ts.
 */
describe('open-redirect payloads', () => {
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
    'server allowedRedirect keeps %s on the mall',
    (_name, payload) => {
      const kept = allowedRedirect(payload, mallOrigin, 'https://mall.jinyuan.example');
      if (kept !== null) expect(leavesTheMall(kept)).toBe(false);
    },
  );

  it('counts: none of them leaves the mall through either check', () => {
    const through = openRedirectPayloads.filter(
      (payload) =>
        (isSafeRedirectPath(payload) && leavesTheMall(payload)) ||
        leavesTheMall(allowedRedirect(payload, mallOrigin, '') ?? '/'),
    );
    expect(through).toEqual([]);
    console.info(`open-redirect suite (pure): ${openRedirectPayloads.length} payloads × 2 checks, 0 off-site`);
  });
});
