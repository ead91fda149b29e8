import { CountBadge } from '../../feedback/Badge/Badge';
import { formatCount } from '../../feedback/Badge/badgeRules';
import { useButtonPress } from '../Button/buttonPress';
import { Icon, type IconProps } from '../../media/Icon/Icon';
import type { IconName } from '../../media/Icon/icons';
import { iconButtonName } from './iconButtonRules';
import * as styles from './IconButton.css';

export const iconButtonTones = ['neutral', 'brand', 'inverse'] as const;
/** Hit areas: compact 24 (the WCAG 2.2 minimum), small 32, medium 40 (default), large 48. */
export const iconButtonSizes = ['compact', 'small', 'medium', 'large'] as const;

type IconButtonSize = (typeof iconButtonSizes)[number];

const iconSizeFor: Record<IconButtonSize, NonNullable<IconProps['size']>> = {
  compact: 'small',
  small: 'medium',
  medium: 'medium',
  large: 'large',
};

type IconButtonBaseProps = {
  /**
   * The accessible name, required because the button shows no text (搜索, 关闭, 购物袋).
   * Also what a screen reader says when no count is shown.
   */
  label: string;
  /** The drawing from the house icon set. */
  icon: IconName;
  /** neutral on light surfaces (default), brand for the house colour, inverse on dark surfaces. */
  tone?: (typeof iconButtonTones)[number];
  /** The hit area; the icon scales with it. Default medium (40 by 40). */
  size?: IconButtonSize;
  /** Blocks presses; the button stays in the accessibility tree. */
  isDisabled?: boolean;
  /** Called on click, tap, Enter or Space. */
  onPress?: () => void;
  /** submit when the button sends a form (the search box). */
  type?: 'button' | 'submit' | 'reset';
  /** For buttons that open a drawer or pop-up (the bag, the account menu). */
  'aria-expanded'?: boolean;
  /** Id of the drawer or pop-up the button controls. */
  'aria-controls'?: string;
  /** What the button opens, when it opens a menu or dialog. */
  'aria-haspopup'?: boolean | 'menu' | 'dialog' | 'listbox';
  /** Extra description read after the name (id of an element). */
  'aria-describedby'?: string;
};

type IconButtonBadgeProps =
  | {
      /** No count on the button. */
      badge?: undefined;
      /** Only with `badge`. */
      badgeLabel?: undefined;
    }
  | {
      /** A count drawn on the icon (items in the bag): the number, 99+ beyond 99, nothing at 0. */
      badge: number;
      /**
       * The accessible name while the count shows, written by the caller with the count as drawn
       * (购物袋，3件商品; beyond 99 购物袋，99+件商品, see `formatCount`). Required with `badge` so the
       * count is never only visual; it must contain the drawn text so speech-input users can say
       * what they see (WCAG 2.2 2.5.3 Label in Name).
       */
      badgeLabel: string;
    };

export type IconButtonProps = IconButtonBaseProps & IconButtonBadgeProps;

/** A button whose only content is an icon, optionally with a count (the bag). A native `<button>`, as Button. */
export function IconButton({
  label,
  icon,
  tone,
  size = 'medium',
  isDisabled,
  onPress,
  type = 'button',
  badge,
  badgeLabel,
  ...aria
}: IconButtonProps) {
  const isBadgeShown = badge !== undefined && formatCount(badge) !== null;
  const press = useButtonPress(onPress);
  return (
    <button
      type={type}
      className={styles.button({ tone, size })}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      aria-label={iconButtonName({ label, badge, badgeLabel })}
      {...aria}
      {...press}
    >
      <Icon name={icon} size={iconSizeFor[size]} />
      {isBadgeShown ? (
        // The number is in the accessible name already (badgeLabel); hide the digits from it.
        <span className={styles.badge} aria-hidden="true">
          <CountBadge count={badge} />
        </span>
      ) : null}
    </button>
  );
}
