import { useId } from 'react';
import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import { Price } from '../../../primitives/data/Price/Price';
import * as styles from './GiftCardPanel.css';

/** Captions (ui-kit never translates). */
export type GiftCardPanelLabels = {
  /** 礼品卡 */
  title: string;
  /** Before the balance (余额). */
  balance: string;
  /** The tick box (使用礼品卡余额支付). */
  use: string;
  /** Before what the card pays of this order (本单抵扣). */
  applied: string;
};

export type GiftCardPanelProps = {
  labels: GiftCardPanelLabels;
  /** The member's gift-card balance, in fen. */
  balanceFen: number;
  /** Whether the balance pays part of this order (controlled). */
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** What the card pays of this order, in fen (as the server priced it). */
  appliedFen: number;
  /** Blocks the choice (while the order is submitted). */
  isDisabled?: boolean;
};

/**
 * Gift-card balance at checkout (issue #7 item 3). The caller renders it only where the server's
 * switch is on; an empty balance cannot be chosen.
 */
export function GiftCardPanel({
  labels,
  balanceFen,
  isSelected,
  onChange,
  appliedFen,
  isDisabled = false,
}: GiftCardPanelProps) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {labels.title}
      </h3>
      <span className={styles.facts}>
        {labels.balance}
        <Price fen={balanceFen} size="small" />
      </span>
      <Checkbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled || balanceFen <= 0}>
        {labels.use}
      </Checkbox>
      {isSelected ? (
        <span className={styles.facts}>
          {labels.applied}
          <Price fen={appliedFen} size="small" />
        </span>
      ) : null}
    </section>
  );
}
