import type { ReactNode } from 'react';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import {
  AccountFormPanel,
  accountFormPanelProps,
  type AccountFormLabels,
  type AccountFormState,
} from '../AccountFormPanel/AccountFormPanel';
import * as styles from '../accountForms.css';

/** Captions of the form (ui-kit never translates). */
export type ChangeMobileFormLabels = AccountFormLabels & {
  /** The number in use now, masked (当前手机号 139****0007). */
  current: (mobile: string) => string;
  /** 新手机号 */
  mobile: string;
  /** 请输入新手机号 */
  mobilePlaceholder: string;
};

export type ChangeMobileFormProps = AccountFormState & {
  labels: ChangeMobileFormLabels;
  /** The member's number now, masked. */
  currentMobile: string;
  /** The new number typed (controlled). */
  mobile: string;
  onMobileChange: (mobile: string) => void;
  /** The new number's failed check, already translated (spec §5 phone messages). */
  mobileError?: string;
  /** The captcha and the SMS code sent to the NEW number (the app lends the sign-in's code field). */
  codeField: ReactNode;
};

/**
 * Change the mobile number (issue #13 item 2): the new number (spec §5 phone rule), a captcha first
 * and a code sent to the new number, with the OTP limits; a number another account holds is refused.
 */
export function ChangeMobileForm({
  labels,
  currentMobile,
  mobile,
  onMobileChange,
  mobileError,
  codeField,
  ...state
}: ChangeMobileFormProps) {
  return (
    <AccountFormPanel {...accountFormPanelProps(labels, state)}>
      <p className={styles.note}>{labels.current(currentMobile)}</p>
      <TextField
        label={labels.mobile}
        placeholder={labels.mobilePlaceholder}
        value={mobile}
        onChange={onMobileChange}
        errorMessage={mobileError}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
        isRequired
        name="mobile"
      />
      {codeField}
    </AccountFormPanel>
  );
}
