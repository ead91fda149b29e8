import type { Decorator, Loader } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { fn } from 'storybook/test';

/**
 * Every story gets `loaded.navigate`, a spy called with the `href` of each link followed in it. The
 * ui-kit draws plain `<a href>` links and the mall routes them itself, so a story proves a link
 * leads to its page with `expect(loaded.navigate).toHaveBeenCalledWith('/home')` after a click.
 */
export const navigationLoader: Loader = () => ({ navigate: fn().mockName('navigate') });

/**
 * Stands in for the mall's own link routing (apps/mall Root `useInAppLinks`): a click on a link
 * that reaches the document with its default action intact is the app's to route, so here it is
 * stopped, as the app stops it, and reported to `loaded.navigate` instead of loading another page
 * into the canvas (which would end every story test: they share one page, and the canvas's
 * `<base target="_parent">` sends links to the frame above it).
 *
 * Like the app's listener it runs last, on the document: a link whose click a component prevented
 * goes nowhere and reports nothing (a listener that prevented every click first would silence it).
 * React Aria links are anchors too and are reported alike. Downloads are left to the browser, as
 * the app leaves them.
 */
export const withNavigationCapture: Decorator = (Story, context) => (
  <>
    <LinkCapture onNavigate={context.loaded.navigate as ((href: string) => void) | undefined} />
    <Story />
  </>
);

function LinkCapture({ onNavigate }: { onNavigate?: (href: string) => void }) {
  useLayoutEffect(() => {
    const handleClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.hasAttribute('download')) return;
      event.preventDefault();
      onNavigate?.(link.getAttribute('href') ?? '');
    };
    document.addEventListener('click', handleClick);
    return () => document.removeEventListener('click', handleClick);
  }, [onNavigate]);
  return null;
}
