import { parseDate, type CalendarDate } from '@internationalized/date';
import { useMemo } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarMonthPicker,
  CalendarYearPicker,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type DateValue,
  type Key,
} from 'react-aria-components';
import { Field } from '../Field/Field';
import { Icon } from '../../media/Icon/Icon';
import { OptionList } from '../Select/Select';
import * as styles from './DatePicker.css';

/** How many years the year picker offers, counting back from `maxDate` (a birthday can be long ago). */
const birthdayYears = 100;

export type DatePickerProps = {
  /** Visible label, also the name of the date group and the calendar dialog (e.g. 生日). */
  label: string;
  /** Help text under the field. */
  description?: string;
  /**
   * The message of a failed check, already translated. When set the field is invalid. A typed date
   * after `maxDate` marks the field invalid on its own, without a message (spec §5 shows none).
   */
  errorMessage?: string;
  /** The date as `YYYY-MM-DD`, or `null` for none (controlled); pair with `onChange`. */
  value?: string | null;
  /** The initial date as `YYYY-MM-DD` when uncontrolled. */
  defaultValue?: string | null;
  /** Called with `YYYY-MM-DD` once a whole date is entered or picked, or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** Latest allowed date, `YYYY-MM-DD`. The birthday passes today: later days cannot be chosen. */
  maxDate?: string;
  /** Earliest allowed date, `YYYY-MM-DD`. */
  minDate?: string;
  /** The month the calendar opens at while empty, `YYYY-MM-DD` (e.g. 1990-01-01 for a birthday). */
  placeholderDate?: string;
  /** Accessible name of the button that opens the calendar (e.g. 选择日期). */
  calendarButtonLabel: string;
  /** Accessible name of the calendar's previous-month button (e.g. 上个月). */
  previousMonthLabel: string;
  /** Accessible name of the calendar's next-month button (e.g. 下个月). */
  nextMonthLabel: string;
  /** Marks the field required (asterisk, aria-required). */
  isRequired?: boolean;
  /** Greys the field and its calendar button out. */
  isDisabled?: boolean;
  /** Name of the hidden input submitted with a native form (value `YYYY-MM-DD`). */
  name?: string;
};

function toDate(iso: string | null | undefined): CalendarDate | null | undefined {
  if (iso === undefined) return undefined;
  return iso === null ? null : parseDate(iso);
}

/**
 * A date typed segment by segment or picked from a calendar pop-up, on React Aria's DatePicker.
 * Dates travel as `YYYY-MM-DD` strings; the format on screen (年/月/日 order, month names) follows
 * the locale of the surrounding `I18nProvider`. Days after `maxDate` are struck through and cannot be
 * chosen; typing one marks the field invalid.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  maxDate,
  minDate,
  placeholderDate,
  calendarButtonLabel,
  previousMonthLabel,
  nextMonthLabel,
  isRequired = false,
  isDisabled = false,
  name,
}: DatePickerProps) {
  const maxValue = useMemo(() => (maxDate ? parseDate(maxDate) : undefined), [maxDate]);
  const minValue = useMemo(() => (minDate ? parseDate(minDate) : undefined), [minDate]);
  return (
    <AriaDatePicker<CalendarDate>
      className={styles.field}
      name={name}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      onChange={(date: DateValue | null) => onChange?.(date ? date.toString() : null)}
      maxValue={maxValue}
      minValue={minValue}
      // Out-of-range days also count as unavailable, so the calendar marks them (data-unavailable).
      isDateUnavailable={(date) =>
        Boolean((maxValue && date.compare(maxValue) > 0) || (minValue && date.compare(minValue) < 0))
      }
      placeholderValue={placeholderDate ? parseDate(placeholderDate) : undefined}
      granularity="day"
      // 2025/06/10 rather than 2025/6/10: parts keep their width while typing.
      shouldForceLeadingZeros
      // Leave isInvalid uncontrolled unless there is a message, so the built-in range check still shows.
      isInvalid={errorMessage ? true : undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Field label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Group className={styles.control()}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <AriaButton className={styles.calendarButton} aria-label={calendarButtonLabel}>
            <Icon name="calendar" />
          </AriaButton>
        </Group>
      </Field>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>
          <Calendar>
            <header className={styles.header}>
              <AriaButton slot="previous" className={styles.navButton} aria-label={previousMonthLabel}>
                <Icon name="chevronLeft" size="small" />
              </AriaButton>
              <div className={styles.pickers}>
                <CalendarYearPicker visibleYears={birthdayYears}>
                  {(picker) => <CalendarPartPicker {...picker} />}
                </CalendarYearPicker>
                <CalendarMonthPicker format="short">
                  {(picker) => <CalendarPartPicker {...picker} />}
                </CalendarMonthPicker>
              </div>
              <AriaButton slot="next" className={styles.navButton} aria-label={nextMonthLabel}>
                <Icon name="chevronRight" size="small" />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

type CalendarPartPickerProps = {
  'aria-label': string;
  value: Key;
  onChange: (key: Key | null) => void;
  items: readonly { id: number; formatted: string }[];
};

/** Year or month jump list in the calendar header; its name and entries come from the locale. */
function CalendarPartPicker({ 'aria-label': ariaLabel, value, onChange, items }: CalendarPartPickerProps) {
  return (
    <AriaSelect
      aria-label={ariaLabel}
      value={String(value)}
      onChange={(key) => onChange(key === null ? null : Number(key))}
    >
      <AriaButton className={styles.pickerTrigger}>
        <SelectValue />
        <span className={styles.chevron}>
          <Icon name="chevronDown" size="small" />
        </span>
      </AriaButton>
      <Popover className={styles.popover} placement="bottom">
        <OptionList options={items.map((item) => ({ id: String(item.id), label: item.formatted }))} />
      </Popover>
    </AriaSelect>
  );
}
