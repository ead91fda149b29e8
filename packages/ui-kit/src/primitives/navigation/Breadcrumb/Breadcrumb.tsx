import { PlainLink } from '../PlainLink/PlainLink';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './Breadcrumb.css';

/** One step of the trail. */
export type BreadcrumbItem = {
  /** Unique key, passed to `onAction`. */
  id: string | number;
  /** The visible text, which is also the link's accessible name (e.g. 黄金首饰). */
  label: string;
  /** Where the step leads (e.g. /goodsList?keyword=黄金). Ignored on the last item, the current page. */
  href?: string;
};

export type BreadcrumbProps = {
  /** The trail from the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark (e.g. 面包屑). */
  'aria-label': string;
  /** Called with the item's id when a step without `href` is pressed. */
  onAction?: (id: string | number) => void;
};

/**
 * Where the page sits in the mall (spec §2: defaults to one entry, home at /home). A `nav`
 * landmark around an ordered list of links whose last entry is the current page
 * (aria-current="page", not a link target). Links use `href`; the app routes their clicks, keeping them
 * client-side, so ui-kit needs no router.
 *
 * Plain list markup rather than React Aria's Breadcrumbs collection (issue #16): a collection is
 * built anew once a server-rendered page has hydrated, so every server-drawn step was replaced in
 * the page — a tap on 首页 while that happened (pressed on the old link, released on the new one)
 * did nothing, and the replacement was work in the busiest moment of the page's start.
 */
export function Breadcrumb({ items, 'aria-label': ariaLabel, onAction }: BreadcrumbProps) {
  return (
    <nav aria-label={ariaLabel}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.id} className={styles.item}>
              {isCurrent ? (
                <PlainLink className={styles.link} aria-current="page" isDisabled>
                  {item.label}
                </PlainLink>
              ) : (
                <>
                  <PlainLink
                    className={styles.link}
                    href={item.href}
                    onClick={onAction && item.href === undefined ? () => onAction(item.id) : undefined}
                  >
                    {item.label}
                  </PlainLink>
                  <Icon name="chevronRight" size="small" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
