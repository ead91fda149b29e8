import { useId } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { DatePicker } from '../../../primitives/controls/DatePicker/DatePicker';
import { Select, type SelectOption } from '../../../primitives/controls/Select/Select';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import { AccountFormPanel } from '../AccountFormPanel/AccountFormPanel';
import * as styles from '../accountForms.css';

/** The profile's fields, in the order they are filled in. */
export type ProfileField = 'familyName' | 'memberTitle' | 'birthday';

/** What the member typed (controlled by the caller, so a failed save loses nothing). */
export type ProfileValue = {
  familyName: string;
  /** The title dictionary code (spec §3: 先生 1, 女士 2, 太太 3), or null while none is chosen. */
  memberTitle: string | null;
  /** `YYYY-MM-DD`, or null for none. */
  birthday: string | null;
};

/** Captions of the panel (ui-kit never translates). */
export type ProfileFormLabels = {
  /** The panel's heading (个人资料). */
  title: string;
  familyName: string;
  /** 请输入姓氏 */
  familyNamePlaceholder: string;
  memberTitle: string;
  /** 请选择称谓 */
  memberTitlePlaceholder: string;
  birthday: string;
  /** Shown for a birthday not given yet (未填写). */
  birthdayUnset: string;
  /** Shown beside a birthday that can no longer change (生日设置后不可修改…). */
  birthdayLocked: string;
  /** Shown under the birthday while none is set (生日一经设置不可修改，请仔细核对). */
  birthdayOnce: string;
  /** The DatePicker's button and month buttons. */
  calendar: string;
  previousMonth: string;
  nextMonth: string;
  /** 修改资料 */
  edit: string;
  /** 保存 */
  save: string;
  /** Read while saving (保存中). */
  saving: string;
  /** 取消 */
  cancel: string;
};

export type ProfileFormProps = {
  labels: ProfileFormLabels;
  /** The title choices, translated (spec §3 fixed list). */
  titles: readonly SelectOption[];
  /** The profile (controlled): what is saved while viewing, what is typed while editing. */
  value: ProfileValue;
  /** Called with the whole new value on every change. */
  onChange: (value: ProfileValue) => void;
  /** Editing (the form) or viewing (the facts and an edit button). */
  isEditing: boolean;
  /** The edit button (viewing). */
  onEdit: () => void;
  /** The cancel button (editing). */
  onCancel: () => void;
  /** Submit (button or Enter); the caller checks and saves. */
  onSubmit: () => void;
  /** The birthday is set and the member can no longer change it (issue #13): shown read-only with why. */
  isBirthdayLocked: boolean;
  /** The latest birthday allowed, `YYYY-MM-DD` (spec §5: not after today). */
  maxDate: string;
  /** Per-field messages of a failed check, already translated (spec §5: 请输入姓氏, 请选择称谓). */
  errors?: Partial<Record<ProfileField, string>>;
  /** The save is running: the button waits and every field is kept. */
  isSubmitting?: boolean;
  /** A failure of the save itself (the server's message), shown above the buttons. */
  formError?: string;
};

/**
 * The member's profile (issue #13 item 2): family name, title from the fixed list and birthday.
 * Viewing shows the three facts with an edit button; editing shows the form. A birthday, once set,
 * stays read-only with a short explanation (jewellers tie birthday gifts to it).
 */
export function ProfileForm({
  labels,
  titles,
  value,
  onChange,
  isEditing,
  onEdit,
  onCancel,
  onSubmit,
  isBirthdayLocked,
  maxDate,
  errors = {},
  isSubmitting = false,
  formError,
}: ProfileFormProps) {
  const titleId = useId();
  const titleText = titles.find((title) => title.id === value.memberTitle)?.label ?? '';

  if (!isEditing) {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.heading}>
          {labels.title}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>{labels.familyName}</dt>
          <dd className={styles.value}>{value.familyName}</dd>
          <dt className={styles.term}>{labels.memberTitle}</dt>
          <dd className={styles.value}>{titleText}</dd>
          <dt className={styles.term}>{labels.birthday}</dt>
          <dd className={styles.value}>{value.birthday ?? labels.birthdayUnset}</dd>
        </dl>
        <div className={styles.actions}>
          <Button tone="primary" onPress={onEdit}>
            {labels.edit}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <AccountFormPanel
      title={labels.title}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      formError={formError}
      submitLabel={labels.save}
      submittingLabel={labels.saving}
      secondaryActions={
        <Button tone="neutral" onPress={onCancel} isDisabled={isSubmitting}>
          {labels.cancel}
        </Button>
      }
    >
      <TextField
        label={labels.familyName}
        placeholder={labels.familyNamePlaceholder}
        value={value.familyName}
        onChange={(familyName) => onChange({ ...value, familyName })}
        errorMessage={errors.familyName}
        autoComplete="family-name"
        maxLength={20}
        isRequired
        name="familyName"
      />
      <Select
        label={labels.memberTitle}
        placeholder={labels.memberTitlePlaceholder}
        options={titles}
        selectedKey={value.memberTitle}
        onSelectionChange={(memberTitle) => onChange({ ...value, memberTitle })}
        errorMessage={errors.memberTitle}
        autoComplete="honorific-prefix"
        isRequired
        name="memberTitle"
      />
      {isBirthdayLocked ? (
        <dl className={styles.facts}>
          <dt className={styles.term}>{labels.birthday}</dt>
          <dd className={styles.value}>
            {value.birthday}
            <p className={styles.note}>{labels.birthdayLocked}</p>
          </dd>
        </dl>
      ) : (
        <DatePicker
          label={labels.birthday}
          description={labels.birthdayOnce}
          value={value.birthday}
          onChange={(birthday) => onChange({ ...value, birthday })}
          maxDate={maxDate}
          minDate="1900-01-01"
          placeholderDate="1990-01-01"
          calendarButtonLabel={labels.calendar}
          previousMonthLabel={labels.previousMonth}
          nextMonthLabel={labels.nextMonth}
          errorMessage={errors.birthday}
          name="birthday"
        />
      )}
    </AccountFormPanel>
  );
}
