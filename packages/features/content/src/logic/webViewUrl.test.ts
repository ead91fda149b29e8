import { describe, expect, it } from 'vitest';
import { WEB_VIEW_SANDBOX, webViewTarget, webViewTitle, type WebViewRefusal } from './webViewUrl';

// spec §2: /webView, outside the layout; issue #14 item 6: only origins of the runtime config's webViewHosts.
const own = 'http://127.0.0.1:8080';
const allowed = ['self', 'https://campaign.jinyuan.example', 'https://event.jinyuan.example:8443'];

describe('webViewTarget: which pages /webView frames (issue #14 item 6)', () => {
  it.each<[string, string, string]>([
    [
      'an allowed https origin',
      'https://campaign.jinyuan.example/2026/spring?from=home#top',
      'https://campaign.jinyuan.example/2026/spring?from=home#top',
    ],
    [
      'an allowed origin with its port',
      'https://event.jinyuan.example:8443/live',
      'https://event.jinyuan.example:8443/live',
    ],
    ['an allowed origin without a path', 'https://campaign.jinyuan.example', 'https://campaign.jinyuan.example/'],
    [
      'an allowed host in capitals (host names ignore case)',
      'https://CAMPAIGN.jinyuan.example/a',
      'https://campaign.jinyuan.example/a',
    ],
    [
      'the mall itself over http in development (self)',
      'http://127.0.0.1:8080/todaygold',
      'http://127.0.0.1:8080/todaygold',
    ],
    ['surrounding spaces trimmed', '  https://campaign.jinyuan.example/a  ', 'https://campaign.jinyuan.example/a'],
  ])('frames %s', (_case, raw, url) => {
    expect(webViewTarget(raw, allowed, own)).toEqual({ ok: true, url });
  });

  it.each<[string, string | null, WebViewRefusal]>([
    ['no url at all', null, 'missing'],
    ['a blank url', '   ', 'missing'],
    ['another host', 'https://evil.example/phish', 'notAllowed'],
    ['a subdomain of an allowed host', 'https://x.campaign.jinyuan.example/', 'notAllowed'],
    ['an allowed name inside a longer host', 'https://campaign.jinyuan.example.evil.example/', 'notAllowed'],
    ['an allowed host with a trailing dot', 'https://campaign.jinyuan.example./', 'notAllowed'],
    ['an allowed host on another port', 'https://campaign.jinyuan.example:444/', 'notAllowed'],
    ['an allowed host over plain http', 'http://campaign.jinyuan.example/', 'insecure'],
    ['an unknown host over plain http', 'http://evil.example/', 'notAllowed'],
    ['javascript:', 'javascript:alert(document.cookie)', 'notAllowed'],
    ['javascript: in capitals with spaces', ' JaVaScRiPt:alert(1)', 'notAllowed'],
    ['data:', 'data:text/html,<script>alert(1)</script>', 'notAllowed'],
    ['a protocol-relative address', '//evil.example/', 'notAllowed'],
    ['a path on the mall', '/todaygold', 'notAllowed'],
    ['user info before another host', 'https://campaign.jinyuan.example@evil.example/', 'notAllowed'],
    ['user info before an allowed host', 'https://user:pass@campaign.jinyuan.example/', 'notAllowed'],
    ['backslashes', 'https:\\\\evil.example\\', 'notAllowed'],
    ['a backslash in the authority', 'https://evil.example\\@campaign.jinyuan.example/', 'notAllowed'],
    ['percent-encoded dots', 'https://campaign%2Ejinyuan%2Eexample/', 'notAllowed'],
    ['an encoded slash before an at sign', 'https://campaign.jinyuan.example%2F@evil.example/', 'notAllowed'],
    ['a tab inside the scheme', 'java\tscript:alert(1)', 'notAllowed'],
    ['a newline inside the host (the URL parser would drop it)', 'https://campaign.jinyuan.exa\nmple/', 'notAllowed'],
    ['a numeric host', 'https://2130706433/', 'notAllowed'],
    ['an IPv6 host', 'https://[::1]/', 'notAllowed'],
    [
      'a written default port (what is checked must be what loads)',
      'https://campaign.jinyuan.example:443/',
      'notAllowed',
    ],
    ['ftp', 'ftp://campaign.jinyuan.example/', 'notAllowed'],
    ['the mall on another port', 'http://127.0.0.1:8081/', 'notAllowed'],
    ['an address beyond 2048 characters', `https://campaign.jinyuan.example/${'a'.repeat(2048)}`, 'notAllowed'],
  ])('refuses %s', (_case, raw, reason) => {
    expect(webViewTarget(raw, allowed, own)).toEqual({ ok: false, reason });
  });

  it('refuses the mall itself when self is not listed (the list is the only source)', () => {
    expect(webViewTarget('http://127.0.0.1:8080/home', ['https://campaign.jinyuan.example'], own)).toEqual({
      ok: false,
      reason: 'notAllowed',
    });
  });

  it('refuses everything when the list is empty', () => {
    expect(webViewTarget('https://campaign.jinyuan.example/', [], own)).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('frames the mall listed by its own https origin as well as by self', () => {
    const mall = 'https://mall.jinyuan.example';
    expect(webViewTarget(`${mall}/topics`, [mall], mall)).toEqual({ ok: true, url: `${mall}/topics` });
    expect(webViewTarget(`${mall}/topics`, ['self'], mall)).toEqual({ ok: true, url: `${mall}/topics` });
  });
});

describe('WEB_VIEW_SANDBOX', () => {
  it("allows scripts, the page's own origin, forms and pop-ups, and nothing that reaches the mall's window", () => {
    expect(WEB_VIEW_SANDBOX.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
    ]);
    expect(WEB_VIEW_SANDBOX).not.toMatch(/allow-top-navigation|allow-modals|allow-popups-to-escape/);
  });
});

describe('webViewTitle: the query title as plain text', () => {
  it.each([
    ['a title', '新春活动', '新春活动'],
    ['absent', null, ''],
    ['markup stays text', '<b>双十一</b>', '<b>双十一</b>'],
    ['line breaks and runs of spaces become one space', ' 新春\n\t活动  专场 ', '新春 活动 专场'],
    ['long titles end with an ellipsis at 60 characters', '金'.repeat(80), `${'金'.repeat(59)}…`],
  ])('%s', (_case, raw, expected) => {
    expect(webViewTitle(raw)).toBe(expected);
  });
});
