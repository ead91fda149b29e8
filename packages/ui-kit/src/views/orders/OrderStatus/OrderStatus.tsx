import { Badge, type BadgeProps } from '../../../primitives/feedback/Badge/Badge';

/**
 * What an order's status asks of the shopper, which sets its colour: attention for 待付款 and
 * 待付尾款 (something to do), progress for 待发货, 已发货 and 待收货, success for 交易成功, muted for
 * 交易关闭. The feature maps spec §4 "Order status label" to a label and one of these.
 */
export const orderStatusTones = ['attention', 'progress', 'success', 'muted'] as const;
export type OrderStatusTone = (typeof orderStatusTones)[number];

/** Each intent on the badge colour roles (every pair is an AA pair of theme/tokens.test.ts). */
const badgeToneFor: Record<OrderStatusTone, NonNullable<BadgeProps['tone']>> = {
  attention: 'brand',
  progress: 'info',
  success: 'positive',
  muted: 'neutral',
};

export type OrderStatusProps = {
  /** The status label, already worded (待付款, 交易成功). */
  label: string;
  tone: OrderStatusTone;
};

/** An order's status label as a tinted badge; the words carry the meaning, the colour only repeats it. */
export function OrderStatus({ label, tone }: OrderStatusProps) {
  return <Badge tone={badgeToneFor[tone]}>{label}</Badge>;
}
