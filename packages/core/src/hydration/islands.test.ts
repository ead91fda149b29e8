// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepIslandTaps, takeTapsWithin, tappedInWaitingIsland } from './islands';

function page() {
  document.body.innerHTML = `
    <div data-mall-island id="footer">
      <button type="button" id="lang"><span lang="en">English</span></button>
      <button type="submit" id="submit">订阅</button>
      <a href="/contact" id="link">联系我们</a>
    </div>
    <div data-mall-island data-hydrated id="floating"><button type="button" id="service">在线客服</button></div>
    <button type="button" id="header">搜索</button>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

afterEach(() => {
  for (const island of document.querySelectorAll('[data-mall-island]')) takeTapsWithin(island);
  document.body.replaceChildren();
});

describe('taps on islands not hydrated yet (issue #16)', () => {
  it.each([
    ['a button in an island not hydrated yet', '#lang', 'lang'],
    ['the contents of such a button', '#lang > span', 'lang'],
    ['a button in a hydrated island (React handled it)', '#service', null],
    ['a button outside any island (React handles it)', '#header', null],
    ['a submit button (a form needs no replay)', '#submit', null],
    ['a link (works without scripts)', '#link', null],
  ])('%s', (_case, tapped, kept) => {
    const byId = page();
    expect(tappedInWaitingIsland(document.querySelector(tapped))).toBe(kept === null ? null : byId(kept));
  });

  it('keeps each tapped button once, once the tap is over, and gives an island only its own', async () => {
    const byId = page();
    keepIslandTaps();
    byId('lang').click();
    byId('lang').click();
    byId('service').click();
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeTapsWithin(byId('floating'))).toEqual([]);
    expect(takeTapsWithin(byId('footer'))).toEqual([byId('lang')]);
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
  });
});

describe('a tap React handles by hydrating the island at once (issue #16)', () => {
  it('is not kept: the island is marked hydrated by the time the tap is over', async () => {
    const byId = page();
    keepIslandTaps();
    // React's listener, after the document's capture: it hydrates the island for the tap.
    byId('footer').addEventListener('click', () => byId('footer').setAttribute('data-hydrated', ''));
    byId('lang').click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
  });
});
