import { Image } from '../../../primitives/media/Image/Image';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './CheckoutLineList.css';

/** One piece being checked out, as priced by the server now. */
export type CheckoutLineItem = {
  /** A stable key (goods id and attribute). */
  id: string;
  title: string;
  thumb: string;
  /** The category lines of spec §9, already translated (金重 3.52克, 手寸 12号). */
  facts: readonly { label: string; value: string }[];
  quantity: number;
  /** The unit price now, in fen (per-gram goods follow today's gold price). */
  unitPriceFen: number;
  /** The line's subtotal, in fen. */
  subtotalFen: number;
  /** A problem with this line (库存不足，仅剩 1 件), shown under it. */
  notice?: string;
};

/** Captions (ui-kit never translates). */
export type CheckoutLineListLabels = {
  /** The table's caption (商品清单). */
  caption: string;
  /** Column heads: 商品, 单价, 数量, 小计. */
  goods: string;
  unitPrice: string;
  quantity: string;
  subtotal: string;
};

export type CheckoutLineListProps = {
  labels: CheckoutLineListLabels;
  lines: readonly CheckoutLineItem[];
};

/**
 * The pieces of a checkout (issue #7 item 3): thumbnail, title, category lines, unit price,
 * quantity and subtotal, as a table so each figure is read with its column head.
 */
export function CheckoutLineList({ labels, lines }: CheckoutLineListProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.head}>
            {labels.goods}
          </th>
          <th scope="col" className={`${styles.head} ${styles.numeric}`}>
            {labels.unitPrice}
          </th>
          <th scope="col" className={`${styles.head} ${styles.numeric}`}>
            {labels.quantity}
          </th>
          <th scope="col" className={`${styles.head} ${styles.numeric}`}>
            {labels.subtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className={styles.cell}>
              <div className={styles.goods}>
                <span className={styles.thumb}>
                  <Image src={line.thumb} alt="" ratio="1/1" width={80} height={80} />
                </span>
                <div>
                  <p className={styles.title}>{line.title}</p>
                  {line.facts.length > 0 ? (
                    <dl className={styles.facts}>
                      {line.facts.map((fact) => (
                        <div key={fact.label} className={styles.fact}>
                          <dt className={styles.factLabel}>{fact.label}</dt>
                          <dd className={styles.factValue}>{fact.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {line.notice ? <p className={styles.notice}>{line.notice}</p> : null}
                </div>
              </div>
            </td>
            <td className={`${styles.cell} ${styles.numeric}`}>
              <Price fen={line.unitPriceFen} size="small" />
            </td>
            <td className={`${styles.cell} ${styles.numeric}`}>{line.quantity}</td>
            <td className={`${styles.cell} ${styles.numeric}`}>
              <Price fen={line.subtotalFen} size="small" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
