import { expect, test } from '@playwright/test';
import { sanitizeHtml } from '../../apps/api/src/lib/sanitizeHtml.ts';
import { xssPayloads } from '../../tools/security/xssPayloads.ts';
import { landingSample } from '../support/mall.ts';
import { injectedMarkup, tripwires } from '../support/xss.ts';

/**
 * The XSS suite in chromium (issue #17 §3): generated payloads, each calling `__xss(n)` if it ever runs. What
 * counts as running: the call, a dialog, a request an injected element made, or markup left in the page (an
 * inline handler, a javascript: URL a click would follow). The shopper's own text is in xss-stored.spec.ts.
 */
const payloads = xssPayloads();

test.describe('XSS payloads rendered in chromium (issue #17 §3)', () => {
  test('the article sanitiser leaves none of 300 payloads able to run, where the raw ones do', async ({ page }) => {
    const seen = await tripwires(page.context());
    await page.goto('about:blank');
    // The control: the raw payloads do run in this harness (so a quiet run below means something).
    await page.setContent(
      `<main>${payloads
        .slice(0, 12)
        .map((entry) => entry.payload)
        .join('<hr>')}</main>`,
    );
    await expect.poll(() => seen.ran.length).toBeGreaterThan(0);

    seen.ran.length = 0;
    const clean = payloads.map((entry) => sanitizeHtml(entry.payload));
    await page.setContent(
      `<main>${clean.map((html, index) => `<section id="p${index}">${html}</section>`).join('')}</main>`,
    );
    await page.waitForTimeout(1000);
    expect(seen.ran).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(await injectedMarkup(page)).toEqual({ liveUrl: 0, handlers: 0, scripts: 0 });
    console.info(`XSS suite (sanitised HTML): ${payloads.length} payloads, 0 ran`);
  });

  test('search keywords: payloads through the goods list run nothing', async ({ page }) => {
    // A server-rendered page per payload: two to three seconds each on a busy 2-core machine.
    test.setTimeout(120_000);
    const seen = await tripwires(page.context());
    const sample = landingSample(
      payloads.filter((_entry, index) => index % 10 === 0),
      10,
    );
    for (const { payload } of sample) {
      await page.goto(`/goodsList?keyword=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('main')).toBeVisible();
    }
    await page.waitForTimeout(500);
    expect(seen.ran).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(await injectedMarkup(page)).toEqual({ liveUrl: 0, handlers: 0, scripts: 0 });
    console.info(`XSS suite (search keyword): ${sample.length} payloads through the mall, 0 ran`);
  });

  test('the content security policy blocks an inline script that got into a page', async ({ page }) => {
    const seen = await tripwires(page.context());
    await page.goto('/home');
    await expect(page.getByRole('main')).toBeVisible();
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
            once: true,
          });
          const script = document.createElement('script');
          script.textContent = '__xss(0)';
          document.body.append(script);
          const image = document.createElement('div');
          image.innerHTML = '<img src="x" onerror="__xss(-1)">';
          document.body.append(image);
        }),
    );
    expect(await violation).toMatch(/^script-src/);
    await page.waitForTimeout(300);
    expect(seen.ran).toEqual([]);
  });
});
