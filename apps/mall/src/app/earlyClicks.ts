/**
 * A tap on a server-rendered page before its scripts have run (issue #16): the page is on screen
 * well before React listens, and a button then does nothing, so a shopper who taps 在线客服 or 加入购物袋
 * early would have to tap again. A small script in the page's head remembers the last such tap on a
 * button, and the app taps it again as soon as React listens: React then hydrates that part at once
 * and handles the tap (it replays taps on parts not hydrated yet, but only from the moment it listens).
 * Links need none of this: they work without scripts.
 */

/** Where the head's script keeps the tapped button until the app takes it. */
const queueKey = '__mallEarlyClicks';

/** The inline script (with the response's CSP nonce): remembers the last button tapped until the app takes over. */
export const earlyClicksScript = `(function(){var q=window.${queueKey}=[];document.addEventListener('click',function(e){if(window.${queueKey}!==q)return;var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(b&&!b.disabled){q.length=0;q.push(b)}},true)})();`;

type EarlyClicksWindow = Window & { [queueKey]?: Element[] | null };

/** Stops remembering taps and gives the buttons tapped so far (none when the page had no script). */
export function takeEarlyClicks(win: Window = window): HTMLElement[] {
  const host = win as EarlyClicksWindow;
  const queue = host[queueKey] ?? [];
  host[queueKey] = null;
  return queue.filter((element): element is HTMLElement => element instanceof HTMLElement);
}

/** Taps again, once React listens, each remembered button still in the page. */
export function replayEarlyClicks(buttons: readonly HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}
