import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import * as styles from './SiteHeader.css';

export type SiteHeaderProps = {
  /** The logo picture's address (a wordmark or emblem). */
  logoSrc: string;
  /** The house name (金缘珠宝): the logo's text alternative and so the home link's accessible name. */
  brandName: string;
  /** Where the logo leads (/home). */
  homeHref: string;
  /** The row of header actions on the right: gold price, search, account, store locator, bag (spec §2). */
  actions?: ReactNode;
  /** The navigation under the logo row, usually a `TabNav`. */
  navigation?: ReactNode;
  /** The top notice bar above the logo row, usually a `NoticeBar` (it renders nothing when empty or closed). */
  notice?: ReactNode;
  /**
   * Compressed after the page scrolls down (spec §2): a smaller logo and tighter padding. The
   * caller decides when, and keeps the spec's heights for its scroll offsets (128, or 164 with
   * the notice bar; compact offset 48).
   */
  isCompact?: boolean;
};

/**
 * The header frame of the layout shell (a banner landmark), sticky at the top: the notice bar
 * slot, then the logo (a link home) with the actions on the right, then the navigation, all in
 * the 1200 content width centred in the 1400 design width. It holds slots, not behaviour: the
 * pop-ups, drawers and menus it shows are passed in.
 */
export function SiteHeader({
  logoSrc,
  brandName,
  homeHref,
  actions,
  navigation,
  notice,
  isCompact = false,
}: SiteHeaderProps) {
  const fullHeight = useFullHeight(isCompact);
  return (
    <header
      className={styles.root}
      style={isCompact ? { minHeight: fullHeight.current } : undefined}
      data-compact={isCompact || undefined}
    >
      <div ref={fullHeight.panel} className={styles.panel}>
        {notice}
        <div className={styles.inner}>
          <div className={styles.bar({ isCompact })}>
            <PlainLink className={styles.logoLink} href={homeHref}>
              <img className={styles.logo({ isCompact })} src={logoSrc} alt={brandName} />
            </PlainLink>
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          {navigation ? <div className={styles.navigation}>{navigation}</div> : null}
        </div>
      </div>
    </header>
  );
}

/**
 * The panel's height while not compact, followed as the notice bar or the actions change it. Kept
 * as the header's height while compact, so compressing never moves the page under a pointer or a
 * click on its way (no layout shift).
 */
function useFullHeight(isCompact: boolean) {
  const panel = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState<number>();
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || isCompact) return;
    // Measured at once too: the observer's first report comes a frame later, and a compression
    // (a quick scroll, a click) before it must already keep the height. A bounding rectangle is
    // scaled by the page's CSS zoom; `currentCSSZoom` (the effective zoom) takes it back out.
    const zoom = (element as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1;
    setCurrent(element.getBoundingClientRect().height / zoom);
    // Then followed in the panel's own CSS pixels (the border box is not scaled by the zoom).
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (height !== undefined) setCurrent(height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isCompact]);
  return { panel, current };
}
