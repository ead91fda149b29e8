import * as styles from './pages.css';

export type FilterLink = { key: string; label: string; href: string; current: boolean };

/** A row of filter links (categories, cities): real links, the chosen one marked as the current page. */
export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.filters}>
        {links.map((link) => (
          <li key={link.key}>
            <a className={styles.filterLink} href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
