import { useId } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { Icon } from '../../media/Icon/Icon';
import { Spinner } from '../../feedback/Spinner/Spinner';
import * as styles from './PhotoPicker.css';

/** One chosen photo: its preview, and where its upload stands. */
export type PhotoPickerItem = {
  /** Stable key of the photo in the list. */
  key: string;
  /** The file's name, also the preview's alternative text. */
  name: string;
  /** A URL the preview can show (an object URL of the chosen file, or the stored photo's link). */
  previewUrl: string;
  state: 'uploading' | 'done' | 'failed';
  /** Why the upload failed, in the shopper's words (shown under the photo). */
  error?: string;
};

export type PhotoPickerTexts = {
  /** The add tile's text (添加图片). */
  add: string;
  /** The remove button's accessible name for a photo (删除图片 {name}). */
  remove: (name: string) => string;
  /** The retry button's text (重新上传). */
  retry: string;
  /** Announced while a photo uploads (上传中). */
  uploading: string;
  /** How many are chosen of how many allowed (2/3). */
  count: (count: number, max: number) => string;
};

export type PhotoPickerProps = {
  /** The group's visible label, also its accessible name (上传凭证). */
  label: string;
  /** Guidance under the label (最多 3 张，JPG/PNG/WebP，每张不超过 5MB). */
  description?: string;
  items: readonly PhotoPickerItem[];
  /** Most photos allowed: the add tile goes when they are chosen. */
  max: number;
  /** The accepted types, for the file chooser (image/jpeg, …). */
  acceptedTypes: readonly string[];
  texts: PhotoPickerTexts;
  /** Files chosen by the shopper (only as many as still fit are passed on). */
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry?: (key: string) => void;
  /** A problem with the choice as a whole (e.g. a file that is not an image), shown and announced. */
  error?: string;
  isDisabled?: boolean;
};

/**
 * A row of photo tiles with an add tile (issue #12 refund and review photos): the add tile is a
 * real button opening the system file chooser (keyboard: Tab, Enter or Space), each photo shows its
 * preview, its upload state, a remove button and, when its upload failed, the reason and a retry.
 * Errors are announced in a live region. The component only reports choices; the container uploads.
 */
export function PhotoPicker({
  label,
  description,
  items,
  max,
  acceptedTypes,
  texts,
  onAdd,
  onRemove,
  onRetry,
  error,
  isDisabled = false,
}: PhotoPickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const room = max - items.length;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      className={styles.root}
    >
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.count}>{texts.count(items.length, max)}</span>
      </div>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <ul className={styles.tiles}>
        {items.map((item) => (
          <li key={item.key} className={styles.tile}>
            <img src={item.previewUrl} alt={item.name} className={styles.preview} />
            {item.state === 'uploading' ? (
              <span className={styles.overlay}>
                <Spinner label={texts.uploading} />
              </span>
            ) : null}
            {item.state === 'failed' ? (
              <span className={styles.failed}>
                <span className={styles.failedText}>{item.error}</span>
                {onRetry ? (
                  <AriaButton className={styles.retry} onPress={() => onRetry(item.key)} isDisabled={isDisabled}>
                    {texts.retry}
                  </AriaButton>
                ) : null}
              </span>
            ) : null}
            <span className={styles.remove}>
              <IconButton
                icon="close"
                size="compact"
                tone="inverse"
                label={texts.remove(item.name)}
                isDisabled={isDisabled}
                onPress={() => onRemove(item.key)}
              />
            </span>
          </li>
        ))}
        {room > 0 ? (
          <li className={styles.tile}>
            <FileTrigger
              acceptedFileTypes={[...acceptedTypes]}
              allowsMultiple={room > 1}
              onSelect={(list) => {
                if (list) onAdd(Array.from(list).slice(0, room));
              }}
            >
              <AriaButton className={styles.add} isDisabled={isDisabled}>
                <Icon name="plus" size="large" />
                <span>{texts.add}</span>
              </AriaButton>
            </FileTrigger>
          </li>
        ) : null}
      </ul>
      <span role="alert" className={styles.error}>
        {error ?? ''}
      </span>
    </div>
  );
}
