import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Icon } from '../../media/Icon/Icon';
import { Spinner } from '../../feedback/Spinner/Spinner';
import {
  canDecrease,
  canIncrease,
  clampQuantity,
  isQuantityDraft,
  MIN_QUANTITY,
  parseQuantityDraft,
  stepQuantity,
} from './quantityRules';
import * as styles from './QuantityStepper.css';

export const quantityStepperSizes = ['small', 'medium'] as const;

/**
 * The keys that step the quantity from the field, as the pieces they add: the arrows one, Home and
 * End to the bounds. PageUp and PageDown step by one as well, as React Aria's NumberField did: a
 * piece of jewellery is bought one or a few at a time, and End reaches the stock.
 */
const stepKeys: Partial<Record<string, number>> = {
  ArrowUp: 1,
  ArrowDown: -1,
  PageUp: 1,
  PageDown: -1,
  Home: Number.NEGATIVE_INFINITY,
  End: Number.POSITIVE_INFINITY,
};

/** A press on minus or plus keeps focus where it is (see the buttons). */
function keepFocus(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/** Says `message` in the field's live region; nothing if the region is gone. */
function announce(region: HTMLElement | null, message: string) {
  if (region) region.textContent = message;
}

export type QuantityStepperProps = {
  /** The quantity (buyNum), a whole number from 1 to `stock`. Controlled. */
  value: number;
  /**
   * Called with the new quantity after a press of minus or plus, an arrow key, or on blur / Enter
   * after typing (already a whole number clamped to 1..stock). Not called when nothing changed.
   */
  onChange: (value: number) => void;
  /** Pieces in stock. Plus is disabled unless stock is above the quantity (spec §4); 0 disables the field. */
  stock: number;
  /** Name of the number input (e.g. 购买数量); visually hidden unless `isLabelVisible`. */
  label: string;
  /** Show `label` above the field instead of only announcing it. */
  isLabelVisible?: boolean;
  /** Accessible name of the minus button (e.g. 减少数量). */
  decreaseLabel: string;
  /** Accessible name of the plus button (e.g. 增加数量). */
  increaseLabel: string;
  /** Blocks every change (an invalid bag line). */
  isDisabled?: boolean;
  /**
   * The server is confirming the last change: the field turns read-only (focus stays), the
   * buttons are disabled, and `loadingLabel` is announced.
   */
  loading?: boolean;
  /** Announced while loading (e.g. 更新中). */
  loadingLabel?: string;
  /** small in the bag drawer, medium on the product page. */
  size?: (typeof quantityStepperSizes)[number];
  /** Id of an element that describes the field further (e.g. 库存 3 件). */
  'aria-describedby'?: string;
};

/**
 * The quantity stepper of the bag and the product page: minus, a text input for the number and
 * plus. Minus and plus follow spec §4 (Cart quantity); the field takes digits only, keeps what is
 * typed to itself, and commits it on blur or Enter, clamped to 1..stock; the arrow keys, PageUp /
 * PageDown, Home and End step the quantity from the field, which is the one tab stop.
 *
 * Plain elements rather than React Aria's NumberField (issue #16): NumberField brought its
 * spin-button, text-field, validation, number-parsing and localized-string code into the product
 * page's route (32.5 → 23.1 KB brotli in the build) and the bag drawer's module (20.5 → 10.4 KB),
 * and ran those hooks as a server-rendered page hydrated, for what a text input, two buttons and a
 * key handler do.
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  label,
  isLabelVisible = false,
  decreaseLabel,
  increaseLabel,
  isDisabled = false,
  loading = false,
  loadingLabel,
  size,
  'aria-describedby': ariaDescribedby,
}: QuantityStepperProps) {
  const inputId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const liveRef = useRef<HTMLSpanElement>(null);
  // What the shopper is typing, and the quantity it was typed over: a new `value` (the server
  // answered, another tab changed the bag) replaces a draft typed over the old one.
  const [draft, setDraft] = useState<{ text: string; over: number } | null>(null);
  // The draft before an IME composition began, while one is under way.
  const composition = useRef<{ before: string | null } | null>(null);
  // A press or a key here asked for a new quantity: say it when it arrives.
  const hasStepped = useRef(false);
  const announcedValue = useRef(value);

  const isFieldDisabled = isDisabled || stock < MIN_QUANTITY;
  const isLocked = isFieldDisabled || loading;
  const typing = draft !== null && draft.over === value ? draft.text : null;

  // React's onBeforeInput is not the native event; the native one is cancelled before the browser
  // changes the text, so a refused character leaves the text and the caret as they were (as React
  // Aria's field did). Digits inserted among digits stay digits: only what is inserted is checked.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    function handleBeforeInput(event: InputEvent) {
      if (event.data != null && !event.isComposing && !isQuantityDraft(event.data)) event.preventDefault();
    }
    input.addEventListener('beforeinput', handleBeforeInput);
    return () => input.removeEventListener('beforeinput', handleBeforeInput);
  }, []);

  // A text input does not say its new value when it changes under the keyboard or a press of plus:
  // the live region does, as React Aria's spin button did, when the change came from here or the
  // shopper is in the field (never for a change elsewhere, such as another line's update).
  useEffect(() => {
    if (announcedValue.current === value) return;
    announcedValue.current = value;
    if (hasStepped.current || rootRef.current?.contains(document.activeElement)) {
      announce(liveRef.current, String(value));
    }
    hasStepped.current = false;
  }, [value]);

  /** Steps from the typed quantity as the field would commit it, or from `value`. */
  function step(delta: number) {
    const typed = typing === null ? undefined : parseQuantityDraft(typing);
    const from = typed === undefined ? value : clampQuantity(typed, stock);
    const next = stepQuantity(from, delta, stock);
    setDraft(null);
    if (next === value) return;
    hasStepped.current = true;
    onChange(next);
  }

  /** Blur or Enter: the typed quantity, clamped to 1..stock; emptied or not a number, the quantity stays. */
  function commit() {
    if (typing === null) return;
    setDraft(null);
    const typed = parseQuantityDraft(typing);
    const next = typed === undefined ? value : clampQuantity(typed, stock);
    if (next !== value) onChange(next);
    // The field now shows something else than was typed (brought into 1..stock, or restored): say so.
    if (String(next) !== typing) announce(liveRef.current, String(next));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    // An IME's text stays while it composes (changing it would break the composition); its end
    // refuses what is not digits. Otherwise a refused text is not kept and React restores the draft.
    if (composition.current !== null || isQuantityDraft(text)) setDraft({ text, over: value });
  }

  function handleCompositionStart() {
    composition.current = { before: typing };
  }

  function handleCompositionEnd(event: CompositionEvent<HTMLInputElement>) {
    const before = composition.current?.before ?? null;
    composition.current = null;
    if (!isQuantityDraft(event.currentTarget.value)) setDraft(before === null ? null : { text: before, over: value });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // keyCode 229: Safari reports a key that ends an IME composition this way, without isComposing.
    if (isLocked || event.nativeEvent.isComposing || event.keyCode === 229) return;
    // With a modifier the keys keep their text-editing meaning (Shift+Home selects).
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'Enter') {
      // Not prevented: Enter still submits a form the field is in, with the committed quantity.
      commit();
      return;
    }
    const delta = stepKeys[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    step(delta);
  }

  return (
    <span ref={rootRef} className={styles.root}>
      <span className={styles.field}>
        <label htmlFor={inputId} className={isLabelVisible ? styles.label : visuallyHidden}>
          {label}
        </label>
        <span className={styles.group({ size })}>
          {/*
           * Out of the tab order (the field is the tab stop, the arrow keys step). A press keeps focus
           * where it is: in the field while typing, so a phone's keyboard stays up and the step starts
           * from the typed quantity; and never on the button, which can turn disabled under the
           * pointer (plus at the stock) and would drop focus to the page.
           */}
          <button
            type="button"
            className={styles.button({ size })}
            aria-label={decreaseLabel}
            aria-controls={inputId}
            tabIndex={-1}
            // spec §4: minus is disabled at a quantity of 1.
            disabled={isLocked || !canDecrease(value)}
            onMouseDown={keepFocus}
            onClick={() => step(-1)}
          >
            <Icon name="minus" size="small" />
          </button>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            // A text input, not type="number": no spinner of its own, no wheel changes, and the
            // digits-only rule is ours (a number input takes "1e3" and "-").
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            value={typing ?? String(value)}
            disabled={isFieldDisabled}
            readOnly={loading}
            aria-describedby={ariaDescribedby}
            onChange={handleChange}
            onCompositionStart={handleCompositionStart}
            onCompositionEnd={handleCompositionEnd}
            onKeyDown={handleKeyDown}
            onBlur={commit}
            // A new visit to the field may be told the same quantity again.
            onFocus={() => announce(liveRef.current, '')}
          />
          <button
            type="button"
            className={styles.button({ size })}
            aria-label={increaseLabel}
            aria-controls={inputId}
            tabIndex={-1}
            // spec §4: plus is disabled when stock is not above the quantity.
            disabled={isLocked || !canIncrease(value, stock)}
            onMouseDown={keepFocus}
            onClick={() => step(1)}
          >
            <Icon name="plus" size="small" />
          </button>
        </span>
      </span>
      {/* Filled from the handlers and effects above, never rendered into: empty on the server. */}
      <span ref={liveRef} className={visuallyHidden} aria-live="assertive" aria-atomic="true" />
      {loading ? <Spinner size="small" label={loadingLabel ?? ''} /> : null}
    </span>
  );
}
