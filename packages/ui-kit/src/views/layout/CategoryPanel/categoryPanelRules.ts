/** A link of the header menu (spec §3 navigation menu item: title, jumpLink, id). */
export type CategoryLink = {
  /** The menu item's id. */
  id: string;
  /** The visible text and accessible name (e.g. 古法金). */
  title: string;
  /** Where it leads (jumpLink, e.g. /goodsList?keyword=古法金). */
  href: string;
};

/** A second-level menu item: a link that may head its own third-level links. */
export type CategoryGroup = CategoryLink & {
  /** Third-level links listed under this one. */
  children?: readonly CategoryLink[];
};

/** One column of the category panel. */
export type CategoryColumn = {
  /** Stable key for rendering. */
  id: string;
  /** The link heading the column, when the column is a second-level item with children. */
  heading?: CategoryLink;
  /** The links listed in the column. */
  links: readonly CategoryLink[];
};

/** Links per column before plain links flow into the next column (a column stays readable at a glance). */
export const categoryColumnMaxLinks = 8;

/**
 * The panel's columns from a menu item's children, in menu order: a child with children of its
 * own becomes a column headed by it; runs of childless children are listed together, at most
 * `maxLinks` to a column.
 */
export function categoryColumns(
  groups: readonly CategoryGroup[],
  maxLinks: number = categoryColumnMaxLinks,
): CategoryColumn[] {
  const perColumn = Number.isInteger(maxLinks) && maxLinks > 0 ? maxLinks : categoryColumnMaxLinks;
  const columns: CategoryColumn[] = [];
  let run: CategoryLink[] = [];

  const flushRun = () => {
    for (let start = 0; start < run.length; start += perColumn) {
      const links = run.slice(start, start + perColumn);
      columns.push({ id: `links-${links[0]?.id ?? start}`, links });
    }
    run = [];
  };

  for (const group of groups) {
    const { children, ...link } = group;
    if (children && children.length > 0) {
      flushRun();
      columns.push({ id: group.id, heading: link, links: children });
    } else {
      run.push(link);
    }
  }
  flushRun();
  return columns;
}
