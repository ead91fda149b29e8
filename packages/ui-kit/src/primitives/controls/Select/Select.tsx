import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';
import { Field } from '../Field/Field';
import { Icon } from '../../media/Icon/Icon';
import * as styles from './Select.css';

/** One choice of a `Select`; `id` is what the form submits, `label` what the shopper reads. */
export type SelectOption = {
  /** Stable value, e.g. the title dictionary code (spec §3: 先生=1, 女士=2, 太太=3). */
  id: string;
  /** Visible text, already translated. */
  label: string;
  /** Shown but not choosable. */
  isDisabled?: boolean;
};

export type SelectProps = {
  /** Visible label, also part of the trigger's accessible name (e.g. 称谓). */
  label: string;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Text in the trigger while nothing is chosen (e.g. 请选择). */
  placeholder?: string;
  /** Help text under the trigger. */
  description?: string;
  /** The message of a failed check, already translated (spec §5, e.g. 请选择称谓). Sets the field invalid. */
  errorMessage?: string;
  /** The chosen option id (controlled); `null` for none. Pair with `onSelectionChange`. */
  selectedKey?: string | null;
  /** The initially chosen option id when uncontrolled. */
  defaultSelectedKey?: string | null;
  /** Called with the chosen option id. */
  onSelectionChange?: (id: string | null) => void;
  /** Called when the list closes or focus leaves the trigger. */
  onBlur?: () => void;
  /** Marks the field required (asterisk, aria-required). */
  isRequired?: boolean;
  /** Greys the trigger out. */
  isDisabled?: boolean;
  /** Name of the hidden native select, submitted with a native form. */
  name?: string;
  /** Autofill hint (WCAG 1.3.5), e.g. `honorific-prefix` for 称谓. */
  autoComplete?: string;
};

/** A single choice from a short list, on React Aria's Select (button + list box pop-up). */
export function Select({
  label,
  options,
  placeholder = '',
  description,
  errorMessage,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isRequired = false,
  isDisabled = false,
  ...props
}: SelectProps) {
  const isInvalid = Boolean(errorMessage);
  return (
    <AriaSelect
      {...props}
      className={styles.field}
      placeholder={placeholder}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key: Key | null) => onSelectionChange?.(key === null ? null : String(key))}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <AriaButton className={[styles.control({ isInvalid, isDisabled }), styles.trigger].join(' ')}>
          <SelectValue className={styles.value} />
          <span className={styles.chevron}>
            <Icon name="chevronDown" size="small" />
          </span>
        </AriaButton>
        <Popover className={styles.popover} placement="bottom start">
          <OptionList options={options} />
        </Popover>
      </Field>
    </AriaSelect>
  );
}

export type OptionListProps = {
  /** The choices, in display order. */
  options: readonly SelectOption[];
};

/** The pop-up list of a select, with a tick on the chosen row; shared with `PhoneField`'s prefix. */
export function OptionList({ options }: OptionListProps) {
  return (
    <ListBox className={styles.listBox} items={options}>
      {(option) => (
        <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
          {({ isSelected }) => (
            <>
              <span>{option.label}</span>
              <span className={styles.check}>{isSelected ? <Icon name="check" size="small" /> : null}</span>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}
