// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { earlyClicksScript, replayEarlyClicks, takeEarlyClicks } from './earlyClicks';

function page() {
  document.body.innerHTML = `
    <button type="button" id="service"><span>在线客服</span></button>
    <button type="button" id="bag">加入购物袋</button>
    <button type="button" id="off" disabled>已售罄</button>
    <button type="submit" id="submit">搜索</button>
    <a href="#top" id="link">回到顶部</a>`;
  // The head's script, as the page runs it before the app.
  new Function(earlyClicksScript)();
  return (id: string) => document.getElementById(id) as HTMLElement;
}

afterEach(() => {
  takeEarlyClicks();
  document.body.replaceChildren();
});

describe('taps before the scripts run (issue #16)', () => {
  it('remembers the last button tapped, from a tap on its contents too', () => {
    const byId = page();
    byId('bag').click();
    (byId('service').firstElementChild as HTMLElement).click();
    expect(takeEarlyClicks()).toEqual([byId('service')]);
  });

  it.each([
    ['a disabled button', 'off'],
    ['a submit button (the browser submits its form itself)', 'submit'],
    ['a link (it works without scripts)', 'link'],
  ])('leaves %s alone', (_case, id) => {
    const byId = page();
    byId(id).click();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('stops remembering once the app has taken them, and taps again only what is still in the page', () => {
    const byId = page();
    byId('service').click();
    const taken = takeEarlyClicks();
    byId('bag').click();
    expect(takeEarlyClicks()).toEqual([]);
    const tapped: string[] = [];
    document.addEventListener('click', (event) => tapped.push((event.target as HTMLElement).id));
    replayEarlyClicks(taken);
    byId('service').remove();
    replayEarlyClicks(taken);
    expect(tapped).toEqual(['service']);
  });

  it('gives nothing on a page without the script', () => {
    expect(takeEarlyClicks()).toEqual([]);
  });
});
