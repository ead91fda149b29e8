import type { ReactNode, Ref } from 'react';
import { skipLink } from '../../../styles/skipLink.css';
import * as styles from './SiteFrame.css';

export type SiteFrameProps = {
  /** The skip link's words (跳到主要内容): the first tab stop, leading to the page's main content. */
  skipLinkLabel: string;
  /** The site header (left out on pages that hide it). */
  header?: ReactNode;
  /** The page itself, in the main landmark the skip link leads to. */
  main: ReactNode;
  /** What follows the page: the footer, floating buttons, banners and the frame's overlays. */
  children?: ReactNode;
  /** The page zoom of a narrow window (the design's width scaled to the screen); overlays are portalled outside and keep their size. */
  zoom?: number | string;
  /** The frame's element, for measuring it. */
  ref?: Ref<HTMLDivElement>;
};

/** The frame of every page of the mall: a skip link, the header, the main landmark, what follows. */
export function SiteFrame({ skipLinkLabel, header, main, children, zoom, ref }: SiteFrameProps) {
  return (
    <div ref={ref} style={{ zoom }}>
      <a className={skipLink} href="#main">
        {skipLinkLabel}
      </a>
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {main}
      </main>
      {children}
    </div>
  );
}
