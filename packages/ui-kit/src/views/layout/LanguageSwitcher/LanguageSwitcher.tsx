import { useId } from 'react';
import { RadioButtonRow } from '../../../primitives/controls/RadioButtonRow/RadioButtonRow';
import * as styles from './LanguageSwitcher.css';

export type LanguageOption = {
  /** The locale id the app speaks (zh-CN, zh-TW, en). */
  id: string;
  /** The language's own name (简体中文, 繁體中文, English): readable by those who need it. */
  label: string;
  /** BCP 47 tag of the label's language, so assistive technology reads it right (WCAG 3.1.2). */
  lang: string;
};

export type LanguageSwitcherProps = {
  /** The visible caption and the group's accessible name (语言). */
  label: string;
  /** The languages on offer, in order. */
  options: readonly LanguageOption[];
  /** The id of the language on show. */
  value: string;
  /** Called with the id of the language chosen (not for the one on show). */
  onChange: (id: string) => void;
  /** The language chosen could not be loaded, already translated; shown until the next choice. */
  errorMessage?: string;
};

/**
 * The language choice in the footer: a single-choice group of radio buttons (RadioButtonRow: Tab
 * reaches the language on show, or the one the arrows last moved to, and Tab or Shift+Tab then leave
 * the group; all four arrows move, Space or Enter chooses; the language on show is marked by weight
 * and an underline, not colour alone), each name in its own language and marked with it. Native
 * buttons, as React Aria's ToggleButtonGroup draws them, without its toolbar and focus-scope code in
 * every page's first load (issue #16: the footer is on every page).
 */
export function LanguageSwitcher({ label, options, value, onChange, errorMessage }: LanguageSwitcherProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <RadioButtonRow
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? errorId : undefined}
        tone="quiet"
        value={value}
        onChange={onChange}
        options={options.map((option) => ({ id: option.id, content: <span lang={option.lang}>{option.label}</span> }))}
      />
      {errorMessage ? (
        <span id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
