import { ListBox, ListBoxItem } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { Popover } from '../../../primitives/overlays/Popover/Popover';
import * as styles from './Composer.css';

/** One emoji of the picker: the character and its name (what a screen reader says). */
export type ChatEmoji = { char: string; name: string };

type EmojiPickerProps = {
  emojis: readonly ChatEmoji[];
  /** The trigger's accessible name (表情) and the panel's (选择表情). */
  label: string;
  panelLabel: string;
  onPick: (char: string) => void;
  isDisabled?: boolean;
};

/**
 * The composer's emoji button and its panel: a grid (React Aria's ListBox in grid layout) that the
 * arrow keys move through in two dimensions; Enter or a click inserts the emoji and closes it.
 */
export function EmojiPicker({ emojis, label, panelLabel, onPick, isDisabled = false }: EmojiPickerProps) {
  return (
    <Popover
      aria-label={panelLabel}
      placement="top start"
      trigger={
        <Button tone="neutral" size="small" aria-label={label} isDisabled={isDisabled}>
          <span className={styles.emojiGlyph} aria-hidden="true">
            😊
          </span>
        </Button>
      }
    >
      {({ close }) => (
        <ListBox
          aria-label={panelLabel}
          layout="grid"
          // Opening the panel puts the keyboard in the grid at once.
          autoFocus="first"
          className={styles.emojiGrid}
          items={emojis.map((emoji) => ({ id: emoji.char, ...emoji }))}
          onAction={(key) => {
            onPick(String(key));
            close();
          }}
        >
          {(emoji) => (
            <ListBoxItem id={emoji.char} textValue={emoji.name} aria-label={emoji.name} className={styles.emoji}>
              {emoji.char}
            </ListBoxItem>
          )}
        </ListBox>
      )}
    </Popover>
  );
}
