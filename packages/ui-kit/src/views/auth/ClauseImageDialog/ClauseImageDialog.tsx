import type { ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Dialog } from '../../../primitives/overlays/Dialog/Dialog';
import { Spinner } from '../../../primitives/feedback/Spinner/Spinner';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import * as styles from './ClauseImageDialog.css';

export type ClauseImageDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The clause title, also the dialog's name, e.g. 用户协议. */
  title: string;
  /** The clause image (spec §2: the agreement pop-up shows the clause as an image). */
  imageSrc?: string;
  /** The clause as plain paragraphs of text, when there is no image (nothing of it is run as markup). */
  paragraphs?: readonly string[];
  /** Shown when there is neither image nor paragraphs, e.g. why the clause could not load. */
  children?: ReactNode;
  /** Text alternative of the image: the clause's text or a summary with where to read it in full. */
  imageAlt: string;
  /** Announced while the clause loads. */
  loadingLabel: string;
  /** × button name, e.g. 关闭. */
  closeLabel: string;
  /** The confirm button under the clause, e.g. 我知道了. */
  confirmLabel: string;
};

/** The agreement pop-up (spec §2): 832 px wide, unlike the 720 px of every other pop-up; shows the clause image, or its paragraphs, or what the caller gives (a failure), or a spinner while it loads. */
export function ClauseImageDialog({
  isOpen,
  onOpenChange,
  title,
  imageSrc,
  paragraphs,
  children,
  imageAlt,
  loadingLabel,
  closeLabel,
  confirmLabel,
}: ClauseImageDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      width="wide"
      footer={
        <Button tone="primary" onPress={() => onOpenChange(false)}>
          {confirmLabel}
        </Button>
      }
    >
      {imageSrc ? (
        <img className={styles.image} src={imageSrc} alt={imageAlt} />
      ) : paragraphs ? (
        <Stack space="small">
          {paragraphs.map((text, index) => (
            <p key={index} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </Stack>
      ) : (
        (children ?? <Spinner label={loadingLabel} isLabelVisible />)
      )}
    </Dialog>
  );
}
