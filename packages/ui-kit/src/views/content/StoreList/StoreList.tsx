import { visuallyHidden } from '../../../styles/utilities.css';
import { telHref } from '../../../primitives/navigation/telHref';
import { type headingLevels } from '../../../primitives/typography/Text/Text';
import * as styles from './StoreList.css';

export type StoreListItem = {
  id: string;
  name: string;
  /** The city of a boutique or the platform of an online shop (e.g. 上海, 天猫). */
  area: string;
  address?: string;
  phone?: string;
  hours?: string;
  /** An online shop's address on the web; opens in a new tab. */
  url?: string;
};

export type StoreListLabels = {
  address: string;
  phone: string;
  hours: string;
  /** The link to an online shop (e.g. 进入店铺). */
  visit: string;
  /** Read after the visit link: it opens a new tab (e.g. （在新标签页打开）). */
  newTab: string;
};

export type StoreListProps = {
  stores: readonly StoreListItem[];
  labels: StoreListLabels;
  headingLevel?: (typeof headingLevels)[number];
};

/** A number to call where it can be dialled, else as text. */
function phoneLink(printed: string) {
  const href = telHref(printed);
  return href ? (
    <a className={styles.phone} href={href}>
      {printed}
    </a>
  ) : (
    printed
  );
}

/** The house's official shops and boutiques as cards: name, city or platform, address, a phone to call, hours, a link to the shop. */
export function StoreList({ stores, labels, headingLevel = 3 }: StoreListProps) {
  const Name = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {stores.map((store) => (
        <li key={store.id}>
          <article className={styles.card}>
            <span className={styles.area}>{store.area}</span>
            <Name className={styles.name}>{store.name}</Name>
            <dl className={styles.facts}>
              {store.address ? (
                <>
                  <dt className={styles.term}>{labels.address}</dt>
                  <dd className={styles.value}>{store.address}</dd>
                </>
              ) : null}
              {store.phone ? (
                <>
                  <dt className={styles.term}>{labels.phone}</dt>
                  <dd className={styles.value}>{phoneLink(store.phone)}</dd>
                </>
              ) : null}
              {store.hours ? (
                <>
                  <dt className={styles.term}>{labels.hours}</dt>
                  <dd className={styles.value}>{store.hours}</dd>
                </>
              ) : null}
            </dl>
            {store.url ? (
              <a className={styles.visit} href={store.url} target="_blank" rel="noopener noreferrer">
                {labels.visit}
                <span aria-hidden="true">&nbsp;↗</span>
                <span className={visuallyHidden}>{labels.newTab}</span>
              </a>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
