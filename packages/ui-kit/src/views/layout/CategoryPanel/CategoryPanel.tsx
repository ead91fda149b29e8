import { useId } from 'react';
import { Link } from 'react-aria-components';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Image } from '../../../primitives/media/Image/Image';
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
  /** Called when any link in the panel is followed (TabNav closes the panel). */
  onNavigate?: () => void;
};

/**
 * The category pop-up of the tab navigation: the tab's own page, then columns of child links
 * (a child with children of its own heads a column), and an optional advert. Plain links with
 * `href`s; the app's RouterProvider makes them client-side. `TabNav` shows it under a tab.
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
        <Link
          className={styles.overview}
          href={href}
          onPress={onNavigate}
          aria-current={isTitleCurrent ? 'page' : undefined}
        >
          {title}
          <Icon name="chevronRight" size="small" />
        </Link>
        <div className={styles.columns}>
          {columns.map((column) => {
            const headingId = `${idPrefix}-${column.id}`;
            return (
              <div key={column.id} className={styles.column}>
                {column.heading ? (
                  <Link
                    id={headingId}
                    className={styles.columnHeading}
                    href={column.heading.href}
                    onPress={onNavigate}
                    aria-current={currentOf(column.heading.id)}
                  >
                    {column.heading.title}
                  </Link>
                ) : null}
                <ul className={styles.list} aria-labelledby={column.heading ? headingId : undefined}>
                  {column.links.map((link) => (
                    <li key={link.id}>
                      <Link
                        className={styles.link}
                        href={link.href}
                        onPress={onNavigate}
                        aria-current={currentOf(link.id)}
                      >
                        {link.title}
                      </Link>
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
            <Link className={styles.advertLink} href={advert.href} onPress={onNavigate}>
              <Image src={advert.src} alt={advert.alt} ratio="4/3" />
            </Link>
          ) : (
            <Image src={advert.src} alt={advert.alt} ratio="4/3" />
          )}
        </div>
      ) : null}
    </div>
  );
}
