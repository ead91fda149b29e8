import { useId, type ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import { telHref } from '../../../primitives/navigation/telHref';
import * as styles from './SiteFooter.css';

/** A link of the footer menu (spec §3 navigation menu item, menu type 1). */
export type FooterLink = {
  /** The menu item's id. */
  id: string;
  /** The visible text and accessible name (配送说明). */
  title: string;
  /** Where it leads (jumpLink, e.g. /helpCenter?id=12). */
  href: string;
};

/** A column of the footer menu: a top-level footer item and its children. */
export type FooterColumn = {
  /** The menu item's id. */
  id: string;
  /** The column's heading (购物指南). */
  title: string;
  /** The column's links. */
  links: readonly FooterLink[];
};

export type SiteFooterProps = {
  /** The footer menu, one column per top-level item. */
  columns: readonly FooterColumn[];
  /** Name of the footer menu's `nav` landmark (页脚导航), telling it apart from the main navigation. */
  navigationLabel: string;
  /** Heading of the support block (客户服务). */
  supportTitle: string;
  /** The hotline's caption (客服热线). */
  hotlineLabel: string;
  /** The hotline number as printed (400-820-1314); it is also a `tel:` link. */
  hotlineNumber: string;
  /** The hotline's hours (工作日 9:30-17:30, spec §1). */
  hotlineHours: string;
  /** The online chat's caption, and the button's label when `onChat` is given (在线客服). */
  chatLabel: string;
  /** The online chat's hours (每日 8:15-23:45, spec §1). */
  chatHours: string;
  /** Opens the online chat (the caller opens it in a new tab, spec §1); without it the chat is only described. */
  onChat?: () => void;
  /** The copyright line (© 2026 金缘珠宝有限公司 版权所有). */
  copyright: string;
  /** The language choice above the copyright line, usually a `LanguageSwitcher`. */
  languages?: ReactNode;
  /** Outline level of the column and support headings (2 under the page's h1). */
  headingLevel?: 2 | 3;
};

/**
 * The page footer (a contentinfo landmark): the footer menu as titled columns of links in a
 * named `nav`, the support block (hotline with hours as a `tel:` link, online chat with hours),
 * then the language choice and the copyright line. Its links are plain anchors (`PlainLink`), which
 * the app routes client-side: cheaper to hydrate on every page than React Aria links (issue #16).
 */
export function SiteFooter({
  columns,
  navigationLabel,
  supportTitle,
  hotlineLabel,
  hotlineNumber,
  hotlineHours,
  chatLabel,
  chatHours,
  onChat,
  copyright,
  languages,
  headingLevel = 2,
}: SiteFooterProps) {
  const idPrefix = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const dial = telHref(hotlineNumber);

  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.main}>
          <nav aria-label={navigationLabel} className={styles.columns}>
            {columns.map((column) => {
              const headingId = `${idPrefix}-${column.id}`;
              return (
                <div key={column.id} className={styles.column}>
                  <HeadingTag id={headingId} className={styles.heading}>
                    {column.title}
                  </HeadingTag>
                  <ul className={styles.list} aria-labelledby={headingId}>
                    {column.links.map((link) => (
                      <li key={link.id}>
                        <PlainLink className={styles.link} href={link.href}>
                          {link.title}
                        </PlainLink>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
          <section className={styles.support} aria-labelledby={`${idPrefix}-support`}>
            <HeadingTag id={`${idPrefix}-support`} className={styles.heading}>
              {supportTitle}
            </HeadingTag>
            <p className={styles.channel}>
              <span className={styles.channelLabel}>{hotlineLabel}</span>
              {dial ? (
                <PlainLink className={styles.hotline} href={dial}>
                  {hotlineNumber}
                </PlainLink>
              ) : (
                <span className={styles.hotline}>{hotlineNumber}</span>
              )}
              <span className={styles.hours}>{hotlineHours}</span>
            </p>
            <p className={styles.channel}>
              {onChat ? (
                <span>
                  <Button tone="secondary" size="small" onPress={onChat}>
                    <Icon name="service" size="small" />
                    {chatLabel}
                  </Button>
                </span>
              ) : (
                <span className={styles.channelLabel}>{chatLabel}</span>
              )}
              <span className={styles.hours}>{chatHours}</span>
            </p>
          </section>
        </div>
        <div className={styles.bottom}>
          {languages}
          <p className={styles.copyright}>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
