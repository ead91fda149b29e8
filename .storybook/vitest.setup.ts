import { beforeEach } from 'vitest';

/**
 * The story tests share one page (`isolate: false` in vitest.config.ts: one module graph instead
 * of one per file, which halves the run). What a story leaves in the page outside its own React
 * tree is cleared before the next, so every story starts as it would in a fresh page:
 * - messages in React Aria's live announcer (a pending button's announcement points at a button
 *   that is gone, which axe would report against the next story);
 * - web storage and cookies (the bag, recent searches, cookie consent, session);
 * - the document's language and classes (grey mode), which the preview's decorator sets again.
 */
beforeEach(() => {
  for (const log of document.querySelectorAll('[data-live-announcer] > *')) log.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('class');
  document.documentElement.lang = 'zh-CN';
});
