import { icons, type IconName } from './icons';
import * as styles from './Icon.css';

export const iconSizes = ['small', 'medium', 'large', 'xlarge'] as const;

export type IconProps = {
  /** Which drawing from the house set. */
  name: IconName;
  size?: (typeof iconSizes)[number];
  /**
   * Accessible name when the icon alone carries meaning. Leave it out when a visible label or
   * the surrounding control already names it: the icon is then hidden from assistive technology.
   */
  label?: string;
};

/** A line icon in the current text colour. Decorative unless given a label. */
export function Icon({ name, size, label }: IconProps) {
  return (
    <svg
      className={styles.icon({ size })}
      viewBox="0 0 24 24"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icons[name]}
    </svg>
  );
}
