import type { ChatOrderCard, ChatProductCard } from '../chatModel';
import * as styles from './ChatCard.css';

export type ChatCardProps = {
  /** A product (title, mouldNo, price) or an order (order number, title, state, amount). */
  item: { product: ChatProductCard } | { order: ChatOrderCard };
  /** The caption before the mouldNo or the order number (款号 / 订单号). */
  caption: string;
  /** A link to the goods or the order page; leave out inside a control (the order picker). */
  isLink?: boolean;
};

/**
 * A product or an order as a small card (issue #15): in a message, in the banner of a chat opened
 * from a goods page, in the order picker and on the desk. A link to its page unless inside a control.
 */
export function ChatCard({ item, caption, isLink = false }: ChatCardProps) {
  const card =
    'product' in item
      ? {
          imageUrl: item.product.imageUrl,
          title: item.product.title,
          caption: `${caption} ${item.product.mouldNo}`,
          figure: item.product.priceText,
          href: item.product.href,
        }
      : {
          imageUrl: item.order.imageUrl,
          title: item.order.title,
          caption: `${caption} ${item.order.orderNo} · ${item.order.stateText}`,
          figure: item.order.amountText,
          href: item.order.href,
        };
  const content = (
    <>
      <img className={styles.cardImage} src={card.imageUrl} alt="" width={64} height={64} loading="lazy" />
      <span className={styles.cardText}>
        <span className={styles.cardTitle}>{card.title}</span>
        <span className={styles.cardCaption}>{card.caption}</span>
        <span className={styles.cardPrice}>{card.figure}</span>
      </span>
    </>
  );
  return isLink ? (
    <a className={styles.card} href={card.href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <span className={styles.card}>{content}</span>
  );
}
