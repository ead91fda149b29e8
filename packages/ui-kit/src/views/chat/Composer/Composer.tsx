import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FileTrigger, TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { Button } from '../../../primitives/controls/Button/Button';
import { IconButton } from '../../../primitives/controls/IconButton/IconButton';
import * as fieldStyles from '../../../primitives/controls/TextArea/TextArea.css';
import type { ChatOrderCard } from '../chatModel';
import {
  canSendText,
  checkChatImage,
  countCharacters,
  defaultChatImageBytes,
  defaultChatImageTypes,
  insertAt,
  isSendKey,
} from './composerRules';
import { EmojiPicker, type ChatEmoji } from './EmojiPicker';
import { ChatCard } from '../ChatCard/ChatCard';
import { ChoiceDialog, type ChoiceDialogLabels } from '../ChoiceDialog/ChoiceDialog';
import * as styles from './Composer.css';

/** The composer's words, already translated. */
export type ComposerLabels = {
  /** The text box's accessible name (输入消息) and its hint while empty. */
  input: string;
  placeholder?: string;
  /** 发送 */
  send: string;
  /** The counter (12/500). */
  count: (count: number, max: number) => string;
  /** Shown when the text is longer than the limit (最多输入 500 字). */
  tooLong: (max: number) => string;
  /** The emoji button's name (表情) and its panel's (选择表情). */
  emoji: string;
  emojiPanel: string;
  /** The image button's name (发送图片). */
  image: string;
  /** A chosen file of another type (仅支持 JPG、PNG、GIF、WebP 格式的图片). */
  imageType: string;
  /** A chosen picture that is too large (图片不能超过 5MB). */
  imageSize: (maxBytes: number) => string;
  /** 发送商品 / 发送订单 */
  sendProduct: string;
  sendOrder: string;
  /** The order picker dialog (选择要发送的订单 … 发送). */
  orderPicker: ChoiceDialogLabels;
  /** The caption before an order's number in the picker (订单号). */
  orderNo: string;
};

export type ComposerProps = {
  labels: ComposerLabels;
  /** Sends the text as typed (the server strips markup); the box then empties. */
  onSendText: (text: string) => void;
  /** The longest message in characters (an emoji counts one). */
  maxLength?: number;
  /** The emoji panel's set; without it there is no emoji button. */
  emojis?: readonly ChatEmoji[];
  /** A picture that passed the type and size checks; without it there is no image button. */
  onSendImage?: (file: File) => void;
  acceptedImageTypes?: readonly string[];
  maxImageBytes?: number;
  /** Sends the product the chat was opened from (shown only then). */
  onSendProduct?: () => void;
  /** Sends one of the member's orders, chosen in a dialog; without it there is no 发送订单. */
  onSendOrder?: (order: ChatOrderCard) => void;
  /** The member's own orders for that dialog. */
  orders?: readonly ChatOrderCard[];
  isOrdersLoading?: boolean;
  /** The order dialog opened: the moment to fetch the orders. */
  onOrdersOpen?: () => void;
  /** Called as the text changes, for the other side's typing indicator (the caller paces it). */
  onTyping?: () => void;
  /** Nothing can be sent now (offline, reconnecting, the conversation ended): everything is disabled. */
  isDisabled?: boolean;
  /** Why, shown above the box (网络已断开，正在重新连接…). */
  disabledReason?: string;
};

/**
 * Where a message is written (issue #15): a multi-line box with a counter against the limit, Enter
 * sends and Shift+Enter starts a new line (never while pinyin is composed), an emoji grid, a picture
 * checked for type and size before it is handed on, and 发送商品 / 发送订单. Used by the shopper's
 * window and the agent's desk alike.
 */
export function Composer({
  labels,
  onSendText,
  maxLength = 500,
  emojis,
  onSendImage,
  acceptedImageTypes = defaultChatImageTypes,
  maxImageBytes = defaultChatImageBytes,
  onSendProduct,
  onSendOrder,
  orders = [],
  isOrdersLoading = false,
  onOrdersOpen,
  onTyping,
  isDisabled = false,
  disabledReason,
}: ComposerProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [imageError, setImageError] = useState<string | null>(null);
  const [isOrderPickerOpen, setOrderPickerOpen] = useState(false);
  const count = countCharacters(text);
  const isTooLong = count > maxLength;
  const canSend = !isDisabled && canSendText(text, maxLength);

  const send = () => {
    if (!canSend) return;
    onSendText(text);
    setText('');
  };

  const handleChange = (next: string) => {
    setText(next);
    if (next) onTyping?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    send();
  };

  const handleEmoji = (char: string) => {
    const element = box.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = insertAt(text, char, start, end);
    setText(next.text);
    // After React writes the value, the caret goes after the emoji.
    requestAnimationFrame(() => element?.setSelectionRange(next.caret, next.caret));
  };

  const handleFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (!file || !onSendImage) return;
    const problem = checkChatImage(file, acceptedImageTypes, maxImageBytes);
    setImageError(problem === 'type' ? labels.imageType : problem === 'size' ? labels.imageSize(maxImageBytes) : null);
    if (!problem) onSendImage(file);
  };

  const countId = `${id}-count`;
  const reasonId = `${id}-reason`;
  return (
    <div className={styles.root}>
      {disabledReason && isDisabled ? (
        <p id={reasonId} className={styles.reason}>
          {disabledReason}
        </p>
      ) : null}
      <div className={styles.tools}>
        {emojis && emojis.length > 0 ? (
          <EmojiPicker
            emojis={emojis}
            label={labels.emoji}
            panelLabel={labels.emojiPanel}
            onPick={handleEmoji}
            isDisabled={isDisabled}
          />
        ) : null}
        {onSendImage ? (
          <FileTrigger acceptedFileTypes={[...acceptedImageTypes]} onSelect={handleFiles}>
            <IconButton icon="image" size="small" label={labels.image} isDisabled={isDisabled} />
          </FileTrigger>
        ) : null}
        {onSendProduct ? (
          <Button tone="secondary" size="small" isDisabled={isDisabled} onPress={onSendProduct}>
            {labels.sendProduct}
          </Button>
        ) : null}
        {onSendOrder ? (
          <Button
            tone="secondary"
            size="small"
            isDisabled={isDisabled}
            onPress={() => {
              setOrderPickerOpen(true);
              onOrdersOpen?.();
            }}
          >
            {labels.sendOrder}
          </Button>
        ) : null}
      </div>
      <AriaTextField
        aria-label={labels.input}
        aria-describedby={isDisabled && disabledReason ? `${countId} ${reasonId}` : countId}
        value={text}
        onChange={handleChange}
        isDisabled={isDisabled}
        isInvalid={isTooLong}
        className={fieldStyles.field}
      >
        <div className={fieldStyles.control({ isInvalid: isTooLong, isDisabled })}>
          <AriaTextArea
            ref={box}
            className={`${fieldStyles.textArea} ${styles.input}`}
            placeholder={labels.placeholder}
            rows={3}
            onKeyDown={handleKeyDown}
          />
        </div>
      </AriaTextField>
      <div className={styles.footer}>
        <span className={styles.hints}>
          <span id={countId} className={styles.count}>
            {labels.count(count, maxLength)}
          </span>
          <span role="alert" className={styles.error}>
            {isTooLong ? labels.tooLong(maxLength) : (imageError ?? '')}
          </span>
        </span>
        <Button tone="primary" isDisabled={!canSend} onPress={send}>
          {labels.send}
        </Button>
      </div>
      {onSendOrder ? (
        <ChoiceDialog
          isOpen={isOrderPickerOpen}
          onOpenChange={setOrderPickerOpen}
          labels={labels.orderPicker}
          layout="grid"
          options={orders.map((order) => ({
            value: order.orderNo,
            content: <ChatCard item={{ order }} caption={labels.orderNo} />,
          }))}
          isLoading={isOrdersLoading}
          onConfirm={(orderNo) => {
            const order = orders.find((item) => item.orderNo === orderNo);
            if (order) onSendOrder(order);
          }}
        />
      ) : null}
    </div>
  );
}
