import type { ReactNode } from 'react';
import { Spinner } from '../../feedback/Spinner/Spinner';
import { useButtonPress } from './buttonPress';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'secondary', 'neutral', 'link'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonProps = {
  /** The visible label, which is also the accessible name. */
  children: ReactNode;
  /** primary for the one main action of a view (立即注册, 去结算); secondary and neutral beside it; link for inline actions. */
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  /** Fill the width of the container (forms in drawers). */
  isBlock?: boolean;
  /** Blocks presses while keeping focus; the label stays for assistive technology. */
  isDisabled?: boolean;
  /** Work in progress: shows a spinner, ignores presses, keeps focus, and announces `loadingLabel`. */
  loading?: boolean;
  /** Announced while loading (e.g. 提交中). */
  loadingLabel?: string;
  /** submit inside forms. */
  type?: 'button' | 'submit' | 'reset';
  /** Called on click, tap, Enter or Space. */
  onPress?: () => void;
  /** Extra description read after the name (id of an element). */
  'aria-describedby'?: string;
  /** For toggles and menus that the button opens. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** When the visible label is an abbreviation that needs a fuller name. */
  'aria-label'?: string;
};

/**
 * The house button: a native `<button>` (click, tap, Enter and Space are the browser's), styled for
 * hover, keyboard focus, disabled and pending; a pop-up's trigger when a Popover holds it.
 */
export function Button({
  children,
  tone,
  size,
  isBlock,
  isDisabled,
  loading = false,
  loadingLabel,
  type = 'button',
  onPress,
  ...aria
}: ButtonProps) {
  const press = useButtonPress(onPress, loading);
  return (
    <button
      type={type}
      className={styles.button({ tone, size, isBlock })}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      // Pending: focus stays on the button (a disabled one would drop it) while presses are ignored.
      aria-disabled={loading || undefined}
      data-pending={loading || undefined}
      {...aria}
      {...press}
    >
      {loading ? <Spinner size="small" label={loadingLabel ?? ''} /> : null}
      {children}
    </button>
  );
}
