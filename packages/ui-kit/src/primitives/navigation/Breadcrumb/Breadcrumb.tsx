import type { ComponentProps } from 'react';
import { Breadcrumb as AriaBreadcrumb, Breadcrumbs, Link, type Key } from 'react-aria-components';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './Breadcrumb.css';

/** One step of the trail. */
export type BreadcrumbItem = {
  /** Unique key, passed to `onAction`. */
  id: Key;
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
  onAction?: (id: Key) => void;
};

/**
 * React Aria puts a built-in (translated) name on the list itself; here the `nav` landmark carries
 * the name from the props, so the list renders without one (no double announcement, no string
 * that ui-kit did not receive).
 */
function renderUnlabelledList({ 'aria-label': _builtInLabel, ...listProps }: ComponentProps<'ol'>) {
  return <ol {...listProps} />;
}

/**
 * Where the page sits in the mall (spec §2: defaults to one entry, home at /home). A `nav`
 * landmark around React Aria's Breadcrumbs: an ordered list of links whose last entry is the
 * current page (aria-current="page", not a link target). Links use `href`; the app's
 * RouterProvider makes them client-side, so ui-kit needs no router.
 */
export function Breadcrumb({ items, 'aria-label': ariaLabel, onAction }: BreadcrumbProps) {
  return (
    <nav aria-label={ariaLabel}>
      <Breadcrumbs className={styles.list} items={items} onAction={onAction} render={renderUnlabelledList}>
        {(item) => (
          <AriaBreadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link className={styles.link} href={isCurrent ? undefined : item.href}>
                  {item.label}
                </Link>
                {isCurrent ? null : <Icon name="chevronRight" size="small" />}
              </>
            )}
          </AriaBreadcrumb>
        )}
      </Breadcrumbs>
    </nav>
  );
}
