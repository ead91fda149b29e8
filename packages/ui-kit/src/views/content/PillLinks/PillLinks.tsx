import * as styles from './PillLinks.css';

/** One pill: a real link; `current` marks the page on show. */
export type PillLink = { key: string; label: string; href: string; current?: boolean };

export type PillLinksProps = {
  links: readonly PillLink[];
  /** Names a navigation landmark around the row (文章分类, 城市); leave out for a plain list of links. */
  navigationLabel?: string;
};

/** A wrapping row of pill-shaped links: filters (categories, cities, the chosen one current) or a topic's pieces. */
export function PillLinks({ links, navigationLabel }: PillLinksProps) {
  const list = (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={styles.link} href={link.href} aria-current={link.current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return navigationLabel ? <nav aria-label={navigationLabel}>{list}</nav> : list;
}
