import { useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Input,
  Popover,
  Select as AriaSelect,
  SelectValue,
  TextField as AriaTextField,
} from 'react-aria-components';
import { Field } from '../Field/Field';
import { Icon } from '../../media/Icon/Icon';
import { OptionList } from '../Select/Select';
import * as styles from './PhoneField.css';

/** A calling-code choice (spec §3 country list: 86, 852, 853, 886). */
export type PhoneCountry = {
  /** Calling code without the plus, as sent to the server (countryNo), e.g. `86`. */
  code: string;
  /** Region name, already translated, e.g. 中国大陆. */
  label: string;
};

/** The field's value: calling code and national number, kept apart as the API wants them. */
export type PhoneValue = {
  /** Calling code without the plus, one of the `countries` codes. */
  countryCode: string;
  /** The national number as typed. */
  number: string;
};

export type PhoneFieldProps = {
  /** Visible label of the number input, also its accessible name (e.g. 手机号). */
  label: string;
  /** Accessible name of the calling-code select (e.g. 国家/地区区号). */
  countryLabel: string;
  /** The calling codes to offer, in display order; the first is the default. */
  countries: readonly PhoneCountry[];
  /** Help text under the field. */
  description?: string;
  /** The message of a failed check, already translated (spec §5, e.g. 请输入正确的11位手机号). Sets the number invalid. */
  errorMessage?: string;
  /** Code and number (controlled); pair with `onChange`. */
  value?: PhoneValue;
  /** The initial code and number when uncontrolled. */
  defaultValue?: PhoneValue;
  /** Called with the whole value when either part changes. */
  onChange?: (value: PhoneValue) => void;
  /** Called when focus leaves the number input. */
  onBlur?: () => void;
  /** Hint shown in the empty number input. */
  placeholder?: string;
  /** Hard limit on the number's length (spec §9: 11 digits on the mainland). */
  maxLength?: number;
  /** Marks the field required (asterisk, aria-required on the number). */
  isRequired?: boolean;
  /** Greys out both the code and the number. */
  isDisabled?: boolean;
  /** Name of the number input in a native form. */
  name?: string;
  /** Name of the hidden calling-code select in a native form. */
  countryName?: string;
};

/** `86` → `+86`; a code already written with its plus is left alone. */
function withPlus(code: string): string {
  return code.startsWith('+') ? code : `+${code}`;
}

/**
 * A mobile number with its calling-code prefix: a select for the code (+86, +852 …) and a numeric
 * input for the number, inside one box. Both parts have their own accessible name; the label,
 * description and error belong to the number.
 */
export function PhoneField({
  label,
  countryLabel,
  countries,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  placeholder,
  maxLength,
  isRequired = false,
  isDisabled = false,
  countryName,
  ...props
}: PhoneFieldProps) {
  const [ownValue, setOwnValue] = useState<PhoneValue>(
    () => defaultValue ?? { countryCode: countries[0]?.code ?? '', number: '' },
  );
  const current = value ?? ownValue;
  const isInvalid = Boolean(errorMessage);

  function handleChange(next: PhoneValue) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  return (
    <AriaTextField
      {...props}
      className={styles.field}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={maxLength}
      value={current.number}
      onChange={(number) => handleChange({ ...current, number })}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.control({ isInvalid, isDisabled })}>
          <AriaSelect
            className={styles.prefix}
            aria-label={countryLabel}
            name={countryName}
            autoComplete="tel-country-code"
            value={current.countryCode}
            onChange={(key: Key | null) => {
              if (key !== null) handleChange({ ...current, countryCode: String(key) });
            }}
            isDisabled={isDisabled}
          >
            <AriaButton className={styles.prefixTrigger}>
              <SelectValue>{() => withPlus(current.countryCode)}</SelectValue>
              <span className={styles.chevron}>
                <Icon name="chevronDown" size="small" />
              </span>
            </AriaButton>
            <Popover className={styles.popover} placement="bottom start">
              <OptionList
                options={countries.map(({ code, label: region }) => ({
                  id: code,
                  label: `${region} ${withPlus(code)}`,
                }))}
              />
            </Popover>
          </AriaSelect>
          <Input className={[styles.input, styles.number].join(' ')} placeholder={placeholder} />
        </div>
      </Field>
    </AriaTextField>
  );
}
