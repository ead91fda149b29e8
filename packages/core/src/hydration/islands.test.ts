// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepIslandTaps, takeTapsWithin, tappedInWaitingIsland } from './islands';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <div data-mall-island id="footer">
        <button type="button" id="lang"><span lang="en">English</span></button>
        <button type="submit" id="submit">订阅</button>
        <a href="/contact" id="link">联系我们</a>
      </div>
      <div data-mall-island data-hydrated id="floating"><button type="button" id="service">在线客服</button></div>
      <button type="button" id="header">搜索</button>
    </div>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

/**
 * React's listener on its root, in the capture phase: a tap in an island it cannot hydrate stops
 * there (what React does while the island's code is on the way); `hydrateFor` makes the island
 * hydrate for the tap instead (its code is there).
 */
function reactRoot(byId: (id: string) => HTMLElement, hydrateFor: (island: Element) => boolean = () => false) {
  byId('root').addEventListener(
    'click',
    (event) => {
      const island = (event.target as Element).closest('[data-mall-island]');
      if (!island || island.hasAttribute('data-hydrated')) return;
      if (hydrateFor(island)) island.setAttribute('data-hydrated', '');
      else event.stopPropagation();
    },
    true,
  );
}

const tapOver = () => new Promise((resolve) => setTimeout(resolve));

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
    expect(tappedInWaitingIsland(document.querySelector(tapped))?.button ?? null).toBe(
      kept === null ? null : byId(kept),
    );
  });

  it('keeps each tapped button once, once the tap is over, and gives an island only its own', async () => {
    const byId = page();
    reactRoot(byId);
    keepIslandTaps();
    byId('lang').click();
    byId('lang').click();
    byId('service').click();
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
    await tapOver();
    expect(takeTapsWithin(byId('floating'))).toEqual([]);
    expect(takeTapsWithin(byId('footer'))).toEqual([byId('lang')]);
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
  });
});

describe('a tap React handles by hydrating the island at once (issue #16)', () => {
  it('is not kept: it went on to the island', async () => {
    const byId = page();
    reactRoot(byId, () => true);
    keepIslandTaps();
    let taps = 0;
    byId('lang').addEventListener('click', () => (taps += 1));
    byId('lang').click();
    await tapOver();
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
    expect(taps).toBe(1);
  });
});

describe('a tap that passes React while its island still waits (issue #16)', () => {
  it('is kept as one React stopped: nothing in the island handled it', async () => {
    const byId = page();
    keepIslandTaps();
    // No root listener here: the tap goes through to the island's element, which has no handlers yet
    // (seen in chromium: a tap on 商品评价 the goods page's tabs never answered, neither handled nor kept).
    byId('lang').click();
    await tapOver();
    expect(takeTapsWithin(byId('footer'))).toEqual([byId('lang')]);
  });
});

describe('a tap React stopped, whose island hydrates before the tap is over (issue #16)', () => {
  it('is made again at once, not kept for a hydration that already happened', async () => {
    const byId = page();
    reactRoot(byId);
    keepIslandTaps();
    let taps = 0;
    byId('lang').addEventListener('click', () => (taps += 1));
    byId('lang').click();
    // The island's code arrived and React hydrated it while the stopped tap was still going on.
    byId('footer').setAttribute('data-hydrated', '');
    await tapOver();
    expect(takeTapsWithin(byId('footer'))).toEqual([]);
    expect(taps).toBe(1);
  });
});
