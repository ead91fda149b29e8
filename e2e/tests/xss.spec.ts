import { expect, test, type Page } from '@playwright/test';
import { sanitizeHtml } from '../../apps/api/src/lib/sanitizeHtml.ts';
import { xssPayloads } from '../../tools/security/xssPayloads.ts';

/**
 * The XSS suite in chromium (issue #17 §3): generated payloads, each calling `__xss(n)` if it ever runs. What
 * counts as running: the call, a dialog, or an element left holding a javascript: URL a click would follow.
 */
const payloads = xssPayloads();

/** Installs the tripwires before any page script runs. */
async function tripwires(page: Page): Promise<{ ran: number[]; dialogs: string[] }> {
  const seen = { ran: [] as number[], dialogs: [] as string[] };
  await page.exposeFunction('__xssReport', (n: number) => seen.ran.push(n));
  await page.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (n: number) => void }).__xssReport;
    Object.defineProperty(window, '__xss', { value: (n: number) => report(n), writable: false });
  });
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return seen;
}

/** Elements holding a javascript: (or data:text/html) URL where a click or a load would follow it. */
const liveUrls = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[href],[src],[action],[formaction],[data],[srcdoc]')].filter(
        (element) =>
          ['href', 'src', 'action', 'formaction', 'data'].some((name) =>
            /^\s*(javascript|vbscript|data:text\/html)/i.test(element.getAttribute(name) ?? ''),
          ) || element.hasAttribute('srcdoc'),
      ).length,
  );

test.describe('XSS payloads rendered in chromium (issue #17 §3)', () => {
  test('the article sanitiser leaves none of 300 payloads able to run, where the raw ones do', async ({ page }) => {
    const seen = await tripwires(page);
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
    expect(await liveUrls(page)).toBe(0);
    console.info(`XSS suite (sanitised HTML): ${payloads.length} payloads, 0 ran`);
  });

  test('search keywords: payloads through the goods list run nothing', async ({ page }) => {
    const seen = await tripwires(page);
    const sample = payloads.filter((_entry, index) => index % 10 === 0);
    for (const { payload } of sample) {
      await page.goto(`/goodsList?keyword=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('main')).toBeVisible();
    }
    await page.waitForTimeout(500);
    expect(seen.ran).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    expect(await liveUrls(page)).toBe(0);
    console.info(`XSS suite (search keyword): ${sample.length} payloads through the mall, 0 ran`);
  });

  test('the content security policy blocks an inline script that got into a page', async ({ page }) => {
    const seen = await tripwires(page);
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
