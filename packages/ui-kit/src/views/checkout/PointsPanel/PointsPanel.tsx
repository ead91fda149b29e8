import { useId } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { PasswordField } from '../../../primitives/controls/PasswordField/PasswordField';
import { Price } from '../../../primitives/data/Price/Price';
import { TextField } from '../../../primitives/controls/TextField/TextField';
import * as styles from './PointsPanel.css';

/** Captions (ui-kit never translates). */
export type PointsPanelLabels = {
  /** 积分抵扣 */
  title: string;
  /** What the member has and the rate, one sentence (可用积分 1,200，每 50 积分抵 1 元). */
  summary: string;
  /** The input's label (使用积分). */
  input: string;
  /** The cap, one sentence (本单最多可用 1,200 积分). */
  hint: string;
  /** 全部使用 */
  useAll: string;
  /** Before the worth of the entered points (可抵扣). */
  worth: string;
  /** The points password's label (积分密码). */
  password: string;
  /** Toggle labels of the password field. */
  showPassword: string;
  hidePassword: string;
};

export type PointsPanelProps = {
  labels: PointsPanelLabels;
  /** The points entered, as digits (controlled; '' for none). */
  value: string;
  /**
   * Called with the new entry: digits only, never above `maxPoints`, so the payable never goes
   * below zero (issue #7 item 3).
   */
  onChange: (value: string) => void;
  /** The most points this order can take (the caller's rule: available, and the payable ≥ 0). */
  maxPoints: number;
  /** What the entered points are worth, in fen (as the server priced them). */
  worthFen: number;
  /** Whether spending points asks for the 6-digit points password. */
  needsPassword?: boolean;
  /** The points password (controlled). */
  password?: string;
  onPasswordChange?: (value: string) => void;
  /** The password's message (请输入6位积分密码, or the server's generic refusal). */
  passwordError?: string;
  /** No points to use, or the order is being submitted. */
  isDisabled?: boolean;
};

/** Digits only, capped: what the input keeps of what was typed. */
function capped(text: string, maxPoints: number): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return String(Math.min(Number(digits), Math.max(0, maxPoints)));
}

/**
 * Points at checkout (spec §3 member points, §9 exchange rate default 50): what the member has,
 * an input capped so the order never goes below zero, "use all", what the points are worth, and
 * the points password when the member's card asks for one.
 */
export function PointsPanel({
  labels,
  value,
  onChange,
  maxPoints,
  worthFen,
  needsPassword = false,
  password = '',
  onPasswordChange,
  passwordError,
  isDisabled = false,
}: PointsPanelProps) {
  const titleId = useId();
  const cannotUse = isDisabled || maxPoints <= 0;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {labels.title}
      </h3>
      <p className={styles.summary}>{labels.summary}</p>
      <div className={styles.row}>
        <div className={styles.input}>
          <TextField
            label={labels.input}
            description={labels.hint}
            value={value}
            onChange={(text) => onChange(capped(text, maxPoints))}
            inputMode="numeric"
            autoComplete="off"
            isDisabled={cannotUse}
          />
        </div>
        <Button
          tone="link"
          size="small"
          onPress={() => onChange(String(Math.max(0, maxPoints)))}
          isDisabled={cannotUse}
        >
          {labels.useAll}
        </Button>
        <span className={styles.worth}>
          {labels.worth}
          <Price fen={worthFen} size="small" />
        </span>
      </div>
      {needsPassword && value !== '' && value !== '0' ? (
        <div className={styles.input}>
          <PasswordField
            label={labels.password}
            value={password}
            onChange={(text) => onPasswordChange?.(text.replace(/\D/g, '').slice(0, 6))}
            errorMessage={passwordError}
            showLabel={labels.showPassword}
            hideLabel={labels.hidePassword}
            autoComplete="current-password"
            maxLength={6}
            isRequired
          />
        </div>
      ) : null}
    </section>
  );
}
