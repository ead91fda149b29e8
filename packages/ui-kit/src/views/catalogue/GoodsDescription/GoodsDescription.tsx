import { Text } from '../../../primitives/typography/Text/Text';
import * as styles from './GoodsDescription.css';

export type GoodsDescriptionProps = {
  /** The piece's details as HTML, sanitised by the server (goods contract: "Sanitised HTML"). */
  html?: string;
  /** Said when there are no details (暂无商品详情). */
  emptyText: string;
};

/** The details tab of the product page: the piece's own description, or a muted line when it has none. */
export function GoodsDescription({ html, emptyText }: GoodsDescriptionProps) {
  return html ? (
    // The server sanitised `html`; React is only asked to place it.
    <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <Text as="p" tone="muted">
      {emptyText}
    </Text>
  );
}
