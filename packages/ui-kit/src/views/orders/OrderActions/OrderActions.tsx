import { Link } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { button } from '../../../primitives/controls/Button/Button.css';
import * as styles from './OrderActions.css';

/** How an order button looks: primary for the one main step (去支付), secondary beside it, link for quiet ones. */
export const orderActionTones = ['primary', 'secondary', 'link'] as const;

/**
 * One order button (spec §4 "Order buttons"), as data: the feature's rules decide which show and
 * in what order; ui-kit only draws them.
 */
export type OrderAction = {
  /** What `onAction` receives (pay, cancel, logistics, refund, delete, rebuy …). */
  id: string;
  /** The visible label and accessible name (去支付, 取消订单). */
  label: string;
  tone?: (typeof orderActionTones)[number];
  /** Shown but not pressable (支付尾款 after the balance deadline, spec §4). */
  isDisabled?: boolean;
  /** Where the action leads (查看物流, 评价): drawn as a link with the button's look. */
  href?: string;
};

export type OrderActionsProps = {
  /** Already in display order. */
  actions: readonly OrderAction[];
  /** Called with the pressed action's id (links too, so the caller may record it). */
  onAction?: (id: string) => void;
  /** Accessible name of the group (订单操作). */
  label: string;
  size?: 'small' | 'medium';
};

/** An order's buttons in a row, in the order given; an action with an address is a real link. */
export function OrderActions({ actions, onAction, label, size = 'small' }: OrderActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {actions.map((action) => {
        const tone = action.tone ?? 'secondary';
        return action.href ? (
          <Link
            key={action.id}
            href={action.href}
            isDisabled={action.isDisabled}
            onPress={() => onAction?.(action.id)}
            className={`${button({ tone, size })} ${styles.link}`}
          >
            {action.label}
          </Link>
        ) : (
          <Button
            key={action.id}
            tone={tone}
            size={size}
            isDisabled={action.isDisabled}
            onPress={() => onAction?.(action.id)}
          >
            {action.label}
          </Button>
        );
      })}
    </div>
  );
}
