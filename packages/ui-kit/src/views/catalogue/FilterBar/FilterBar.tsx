import { useId } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { useRovingFocus } from '../../../primitives/controls/rovingFocus';
import { Icon } from '../../../primitives/media/Icon/Icon';
import * as styles from './FilterBar.css';

export type FilterOption = {
  /** Stable id within its group (a condition value, a product type id). */
  id: string;
  /** The visible label (足金, 戒指, 古法). */
  label: string;
  /** How many results it would give, shown after the label when known. */
  count?: number;
};

export type FilterGroup = {
  /** Stable id (material, productType, style). */
  id: string;
  /** The group's visible title, also its accessible name (材质, 品类, 风格). */
  title: string;
  options: readonly FilterOption[];
};

/** One chosen option. */
export type FilterSelection = { groupId: string; optionId: string };

export type FilterBarLabels = {
  /** Name of the row of chosen options (已选条件). */
  selected: string;
  /** The clear-all button (清空筛选). */
  clear: string;
  /** Accessible name of a chip's remove button (label => `移除 ${label}`). */
  remove: (label: string) => string;
  /** Accessible text of a count (count => `${count} 件`); without it counts show as bare numbers. */
  count?: (count: number) => string;
};

export type FilterBarProps = {
  /** The conditions on offer, one row each. Groups without options are left out. */
  groups: readonly FilterGroup[];
  /** What is chosen now. */
  selected: readonly FilterSelection[];
  /** Called with the group and option pressed: chosen ones unchoose, others choose. */
  onToggle: (selection: FilterSelection) => void;
  /** Called by the clear-all button. */
  onClear: () => void;
  labels: FilterBarLabels;
  /** Accessible name of the whole bar (筛选). */
  'aria-label': string;
};

/**
 * Conditions to narrow a list (spec §7 getSearchCondition, product types, styles): one row of
 * toggle buttons per group with the count of results each gives, then the chosen options as chips
 * with a remove button each and a clear-all button.
 *
 * Each group is a toolbar named by its title, of native buttons whose chosen state is `aria-pressed`;
 * pressing (click, tap, Enter, Space) chooses or unchooses. Keyboard: one tab stop per group (the
 * option focused last, at first the group's first option); ArrowLeft/ArrowRight move focus one option,
 * stopping at the ends, Home/End to the first and last, without pressing; Tab leaves the group.
 *
 * Plain buttons rather than React Aria's ToggleButtonGroup (issue #16): the list page is server
 * rendered, and the groups brought React Aria's press, hover and focus core into its first load and
 * its hydration. The roles and states are the ones React Aria drew (toolbar, button, aria-pressed).
 */
export function FilterBar({ groups, selected, onToggle, onClear, labels, 'aria-label': ariaLabel }: FilterBarProps) {
  const baseId = useId();
  const chosen = selected.flatMap((selection) => {
    const group = groups.find((candidate) => candidate.id === selection.groupId);
    const option = group?.options.find((candidate) => candidate.id === selection.optionId);
    return option ? [{ ...selection, label: option.label }] : [];
  });
  return (
    <section className={styles.root} aria-label={ariaLabel}>
      {groups
        .filter((group) => group.options.length > 0)
        .map((group) => {
          const titleId = `${baseId}-${group.id}`;
          const chosenIds = selected
            .filter((selection) => selection.groupId === group.id)
            .map((selection) => selection.optionId);
          return (
            <div key={group.id} className={styles.row}>
              <span id={titleId} className={styles.title}>
                {group.title}
              </span>
              <FilterOptions
                group={group}
                chosenIds={chosenIds}
                titleId={titleId}
                onToggle={onToggle}
                labels={labels}
              />
            </div>
          );
        })}
      {chosen.length > 0 ? (
        <div className={styles.row}>
          <span className={styles.title} id={`${baseId}-chosen`}>
            {labels.selected}
          </span>
          <ul className={styles.chips} aria-labelledby={`${baseId}-chosen`}>
            {chosen.map((chip) => (
              <li key={`${chip.groupId}:${chip.optionId}`} className={styles.chip}>
                {chip.label}
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={labels.remove(chip.label)}
                  onClick={() => onToggle({ groupId: chip.groupId, optionId: chip.optionId })}
                >
                  <Icon name="close" size="small" />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.clear} onClick={onClear}>
            {labels.clear}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** One group's options: a toolbar with one tab stop, its own so each group keeps its own. */
function FilterOptions({
  group,
  chosenIds,
  titleId,
  onToggle,
  labels,
}: {
  group: FilterGroup;
  chosenIds: readonly string[];
  titleId: string;
  onToggle: FilterBarProps['onToggle'];
  labels: FilterBarLabels;
}) {
  const roving = useRovingFocus(group.options.map((option) => option.id));
  return (
    <div
      role="toolbar"
      aria-labelledby={titleId}
      aria-orientation="horizontal"
      className={styles.options}
      {...roving.groupProps}
    >
      {group.options.map((option) => (
        <button
          key={option.id}
          // type="button": a tap before the page's scripts run is replayed once they do (earlyClicks).
          type="button"
          aria-pressed={chosenIds.includes(option.id)}
          className={styles.option}
          {...roving.itemProps(option.id)}
          onClick={() => onToggle({ groupId: group.id, optionId: option.id })}
        >
          {option.label}
          {option.count === undefined ? null : (
            <span className={styles.count}>
              <span aria-hidden={labels.count ? true : undefined}>({option.count})</span>
              {labels.count ? <span className={visuallyHidden}>{labels.count(option.count)}</span> : null}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
