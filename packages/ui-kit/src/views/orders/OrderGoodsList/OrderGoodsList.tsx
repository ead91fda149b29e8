import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Image } from '../../../primitives/media/Image/Image';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './OrderGoodsList.css';

/** One piece of an order (spec §3 order goodsList), already translated and in integer fen. */
export type OrderGoodsItem = {
  /** A stable key (goods id and attribute). */
  id: string;
  title: string;
  /** The product page (/goods?mouldNo=…); the title links there when set. */
  href?: string;
  thumb?: string;
  /** The category lines and chosen attribute of spec §9 (金重 3.25g, 圈口 12). */
  facts?: readonly { label: string; value: string }[];
  /** The unit price paid, in fen. */
  unitPriceFen: number;
  quantity: number;
  /** A link under the row's facts: the line's trade snapshot (交易快照) on the order's detail. */
  snapshot?: { label: string; href: string };
};

/** Words read with each row (ui-kit never translates). */
export type OrderGoodsListLabels = {
  /** Read before the unit price (单价). */
  unitPrice: string;
  /** Read before the quantity, shown as ×2 (数量). */
  quantity: string;
};

export type OrderGoodsListProps = {
  goods: readonly OrderGoodsItem[];
  labels: OrderGoodsListLabels;
  /** Lets a toggle point at the list (aria-controls). */
  id?: string;
};

/**
 * The goods rows of an order, in the order centre's card and on the detail page: picture, title
 * (linking to the product), category lines, unit price and quantity. The hidden words make each
 * figure read as what it is (单价 ¥3,371.63, 数量 1).
 */
export function OrderGoodsList({ goods, labels, id }: OrderGoodsListProps) {
  return (
    <ul id={id} className={styles.list}>
      {goods.map((item) => (
        <li key={item.id} className={styles.row}>
          <span className={styles.thumb}>
            <Image src={item.thumb} alt="" ratio="1/1" width={72} height={72} />
          </span>
          <div className={styles.body}>
            <p className={styles.title}>
              {item.href ? (
                <Link className={styles.titleLink} href={item.href}>
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </p>
            {item.facts && item.facts.length > 0 ? (
              <dl className={styles.facts}>
                {item.facts.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt>{fact.label}</dt>
                    <dd className={styles.factValue}>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {item.snapshot ? (
              <Link className={styles.snapshotLink} href={item.snapshot.href}>
                {item.snapshot.label}
              </Link>
            ) : null}
          </div>
          <div className={styles.figures}>
            <span>
              <span className={visuallyHidden}>{labels.unitPrice}</span>
              <Price fen={item.unitPriceFen} size="small" />
            </span>
            <span className={styles.quantity}>
              <span className={visuallyHidden}>{labels.quantity} </span>
              <span aria-hidden="true">×</span>
              {item.quantity}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
