import { Checkbox } from '../../../primitives/controls/Checkbox/Checkbox';
import * as styles from './AgreementChecks.css';

/** One agreement line: a box, its lead text and the clause link. */
export type AgreementItem = {
  /** Key of the clause the link opens (e.g. userAgreement). */
  id: string;
  /** Text before the link, e.g. 我已阅读并同意. */
  lead: string;
  /** The clause title as the link text, e.g. 《用户协议》. */
  linkLabel: string;
};

export type AgreementChecksProps = {
  /** The agreement lines; spec §5 has two. */
  items: readonly AgreementItem[];
  /** Ids of the ticked boxes. */
  checked: readonly string[];
  /** Called with the new list of ticked ids. */
  onChange: (checked: string[]) => void;
  /** Opens the clause pop-up for an id (spec §2: the agreement pop-up with the clause image). */
  onOpenClause: (id: string) => void;
  /** Marks the boxes invalid (the 温馨提示 dialog explains why). */
  isInvalid?: boolean;
};

/**
 * The agreement boxes of registration and login (spec §5): each line's link opens the clause
 * without ticking the box (Checkbox lets presses on inner buttons through).
 */
export function AgreementChecks({ items, checked, onChange, onOpenClause, isInvalid = false }: AgreementChecksProps) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <Checkbox
          key={item.id}
          isSelected={checked.includes(item.id)}
          isInvalid={isInvalid && !checked.includes(item.id)}
          onChange={(isSelected) =>
            onChange(
              isSelected
                ? [...checked.filter((id) => id !== item.id), item.id]
                : checked.filter((id) => id !== item.id),
            )
          }
        >
          {item.lead}
          <button type="button" className={styles.link} onClick={() => onOpenClause(item.id)}>
            {item.linkLabel}
          </button>
        </Checkbox>
      ))}
    </div>
  );
}
