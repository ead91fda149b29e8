import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import * as styles from './CookieBanner.css';

/** The link to the cookie or privacy policy. */
export type CookiePolicyLink = {
  /** The link text (《隐私政策》, 了解更多). */
  label: string;
  /** Where the policy is (e.g. /article/detail?id=privacy). */
  href: string;
};

export type CookieBannerProps = {
  /** Name of the banner's region landmark (Cookie 使用提示). */
  label: string;
  /** What cookies are used for and what accepting means. */
  message: string;
  /** A link to the policy after the message (optional). */
  policyLink?: CookiePolicyLink;
  /** The accept button (同意并继续). */
  acceptLabel: string;
  /** Called by the accept button; the caller stores the consent (agreeCookie, spec §9) and stops rendering the banner. */
  onAccept: () => void;
  /**
   * Called with the banner's height in px whenever it changes, and with 0 when it goes away.
   * Use it to pad the page bottom (e.g. `padding-bottom` on the layout root) by that much, so the
   * fixed banner never covers the end of the page, the footer or the last form button.
   */
  onHeightChange?: (heightPx: number) => void;
};

/**
 * The cookie consent banner (spec §1: shows until accepted): a message, an optional policy link
 * and an accept button, fixed along the bottom as a named region landmark.
 *
 * It is not a dialog: it neither traps nor takes focus, and the page stays usable behind it; it
 * comes last in the tab order where it is rendered (render it at the end of the layout). Because
 * it is fixed, it would cover the bottom of the page: pad the page by its height, reported by
 * `onHeightChange`, while it shows.
 */
export function CookieBanner({ label, message, policyLink, acceptLabel, onAccept, onHeightChange }: CookieBannerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const reportRef = useRef(onHeightChange);
  useLayoutEffect(() => {
    reportRef.current = onHeightChange;
  });

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    let last = -1;
    const measure = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      reportRef.current?.(height);
    };
    // The observer's first report (in the frame after mounting) gives the first height: measuring at
    // once forced a layout of the whole page while a server-rendered page hydrates (issue #16).
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    return () => {
      observer.disconnect();
      reportRef.current?.(0);
    };
  }, []);

  return (
    <section ref={rootRef} aria-label={label} className={styles.root}>
      <div className={styles.inner}>
        <p className={styles.message}>
          {message}
          {policyLink ? (
            <PlainLink className={styles.link} href={policyLink.href}>
              {policyLink.label}
            </PlainLink>
          ) : null}
        </p>
        <span className={styles.action}>
          <Button tone="primary" onPress={onAccept}>
            {acceptLabel}
          </Button>
        </span>
      </div>
    </section>
  );
}
