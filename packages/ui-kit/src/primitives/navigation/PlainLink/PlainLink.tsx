import type { AriaAttributes, KeyboardEvent, MouseEventHandler, ReactNode } from 'react';

export type PlainLinkProps = {
  /**
   * Where it leads: a page of the mall (/goodsList?keyword=黄金), another site, a `tel:` number or an
   * `#id` on the page. Left out, the link leads nowhere by itself: it acts on `onClick` (by click or
   * Enter), or, disabled or without `onClick`, it only names the page (a breadcrumb's current step).
   */
  href?: string;
  /**
   * A link that cannot be followed now (the previous page on the first page): drawn as a link,
   * announced as disabled, no tab stop, no `href`, and `onClick` is not called.
   */
  isDisabled?: boolean;
  /** The link's content: its text, or a picture's text alternative, is the link's accessible name. */
  children: ReactNode;
  /**
   * The look, from the view that draws the link (its own `.css.ts`). Hover goes in `:hover` under
   * `@media (hover: hover)` and focus in `:focus-visible`: there are no React Aria data attributes.
   */
  // A building block of views, not a product component (it is not in the package's barrel): the view
  // that draws the link owns its look, so the class is forwarded as it is.
  // eslint-disable-next-line no-restricted-syntax
  className?: string;
  /** Marks the link to the page on show ('page'), or the one whose section holds it ('true'). */
  'aria-current'?: AriaAttributes['aria-current'];
  /** The link's name when its content does not say where it leads (an icon, a picture without text). */
  'aria-label'?: string;
  /** Id, for a list or group the link names (aria-labelledby). */
  id?: string;
  /** Where the page opens ('_blank': a new tab); left out, it opens here and the app routes it. */
  target?: string;
  /** The link's relation to its page (noopener, noreferrer; `external` keeps the app from routing it). */
  rel?: string;
  /** Called as the link is followed (click, tap, Enter), before the browser or the app navigates. */
  onClick?: MouseEventHandler<HTMLElement>;
};

/**
 * A navigation link as the browser has it: a plain `<a href>`, no React Aria behind it (issue #16).
 * React Aria's Link runs press, hover and focus-ring hooks with their effects and global listeners
 * for every link while a server-rendered page hydrates; the layout shell draws some seventy links on
 * every page (most in the hidden category panels), and hydrating them was much of the page's
 * blocking time, for what an anchor does natively: focus, Enter, a new tab on a modified click.
 * Client-side navigation stays: the mall routes plain same-origin link clicks itself (its Root's
 * document click listener), so a plain link leads to its page without a reload.
 *
 * Without an address (or disabled) it is React Aria's shape for such a link: a `role="link"` span,
 * `aria-disabled` when disabled; with `onClick` and enabled it is a tab stop followed by click or
 * Enter. The markup is the same on the server and in the first client render.
 */
export function PlainLink({ children, href, isDisabled = false, onClick, target, rel, ...aria }: PlainLinkProps) {
  if (href !== undefined && !isDisabled) {
    return (
      <a href={href} target={target} rel={rel} onClick={onClick} {...aria}>
        {children}
      </a>
    );
  }
  const isActive = !isDisabled && onClick !== undefined;
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // Enter follows it as it follows an anchor: as a click.
    event.currentTarget.click();
  };
  return (
    <span
      role="link"
      aria-disabled={isDisabled || undefined}
      tabIndex={isActive ? 0 : undefined}
      onClick={isActive ? onClick : undefined}
      onKeyDown={isActive ? handleKeyDown : undefined}
      {...aria}
    >
      {children}
    </span>
  );
}
