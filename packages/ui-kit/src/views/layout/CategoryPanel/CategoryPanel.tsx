import { useId } from 'react';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Image } from '../../../primitives/media/Image/Image';
import { PlainLink } from '../../../primitives/navigation/PlainLink/PlainLink';
import { categoryColumnMaxLinks, categoryColumns, type CategoryGroup } from './categoryPanelRules';
import * as styles from './CategoryPanel.css';

/** The advert picture of a menu item (spec §3: srcLink, adName, adToLink). */
export type CategoryAdvert = {
  /** The picture's address (srcLink). */
  src: string;
  /** What the picture shows or where it leads (adName, e.g. 新春古法金系列 限时9折); the link's name when `href` is set. */
  alt: string;
  /** Where the picture leads (adToLink), if anywhere. */
  href?: string;
};

export type CategoryPanelProps = {
  /** The tab's title, shown as the link to the tab's own page at the top (e.g. 黄金首饰). */
  title: string;
  /** The tab's own page (jumpLink). */
  href: string;
  /** The tab's children: second-level items, each with optional third-level links (spec §3 children). */
  groups: readonly CategoryGroup[];
  /** An advert picture beside the links. */
  advert?: CategoryAdvert;
  /** Id of the menu item of the page on show: its link is marked aria-current="page". */
  currentId?: string;
  /** The tab's own page is on show: the title link is marked aria-current="page". */
  isTitleCurrent?: boolean;
  /** Plain links per column before they flow into the next column. */
  maxLinksPerColumn?: number;
  /** Called as any link in the panel is followed, before the page changes (TabNav closes the panel). */
  onNavigate?: () => void;
};

/**
 * The category pop-up of the tab navigation: the tab's own page, then columns of child links
 * (a child with children of its own heads a column), and an optional advert. Plain anchors
 * (`PlainLink`), which the app routes client-side: every page draws the panels of every tab, hidden,
 * and React Aria links there cost the page's hydration dearly (issue #16). `TabNav` shows it under a tab.
 */
export function CategoryPanel({
  title,
  href,
  groups,
  advert,
  currentId,
  isTitleCurrent = false,
  maxLinksPerColumn = categoryColumnMaxLinks,
  onNavigate,
}: CategoryPanelProps) {
  const idPrefix = useId();
  const columns = categoryColumns(groups, maxLinksPerColumn);
  const currentOf = (id: string) => (id === currentId ? 'page' : undefined);

  return (
    <div className={styles.root}>
      <div className={styles.main}>
        <PlainLink
          className={styles.overview}
          href={href}
          onClick={onNavigate}
          aria-current={isTitleCurrent ? 'page' : undefined}
        >
          {title}
          <Icon name="chevronRight" size="small" />
        </PlainLink>
        <div className={styles.columns}>
          {columns.map((column) => {
            const headingId = `${idPrefix}-${column.id}`;
            return (
              <div key={column.id} className={styles.column}>
                {column.heading ? (
                  <PlainLink
                    id={headingId}
                    className={styles.columnHeading}
                    href={column.heading.href}
                    onClick={onNavigate}
                    aria-current={currentOf(column.heading.id)}
                  >
                    {column.heading.title}
                  </PlainLink>
                ) : null}
                <ul className={styles.list} aria-labelledby={column.heading ? headingId : undefined}>
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <PlainLink
                        className={styles.link}
                        href={link.href}
                        onClick={onNavigate}
                        aria-current={currentOf(link.id)}
                      >
                        {link.title}
                      </PlainLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
      {advert ? (
        <div className={styles.advert}>
          {advert.href ? (
            <PlainLink className={styles.advertLink} href={advert.href} onClick={onNavigate}>
              <Image src={advert.src} alt={advert.alt} ratio="4/3" />
            </PlainLink>
          ) : (
            <Image src={advert.src} alt={advert.alt} ratio="4/3" />
          )}
        </div>
      ) : null}
    </div>
  );
}
