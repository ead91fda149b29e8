import type { ReactNode } from 'react';
import { Tabs } from '../../../primitives/navigation/Tabs/Tabs';

/** One status of a console list, with how many records are in it. */
export type StatusTab = {
  /** Stable id, what `selectedKey` speaks in ('all', 'toShip'). */
  id: string;
  /** The status's name (全部, 待发货). */
  label: string;
  /** How many records have it (待发货 12); left out or zero, no count is drawn. */
  count?: number;
};

export type StatusTabsProps = {
  /** The statuses in order. */
  tabs: readonly StatusTab[];
  /** Accessible name of the tab list (订单状态). */
  'aria-label': string;
  /** The status on show (controlled). */
  selectedKey: string;
  /** Called with the id of the status chosen (click, tap or arrow keys); the caller loads that list. */
  onSelectionChange: (id: string) => void;
  /** The list the statuses filter (the table), shown as the selected tab's panel. */
  children: ReactNode;
};

/**
 * A console list's statuses as tabs with their counts (全部 · 待付款 3 · 待发货 12 …), on the house
 * Tabs: its count badge after each label, and its keyboard (arrows move and select). Every tab's
 * panel is the same list, filtered by the caller.
 */
export function StatusTabs({
  tabs,
  'aria-label': ariaLabel,
  selectedKey,
  onSelectionChange,
  children,
}: StatusTabsProps) {
  return (
    <Tabs
      aria-label={ariaLabel}
      selectedKey={selectedKey}
      onSelectionChange={onSelectionChange}
      // A queue of 1,204 orders to ship is read as it is, not as 99+.
      countMax={Number.POSITIVE_INFINITY}
      items={tabs.map((tab) => ({ ...tab, content: children }))}
    />
  );
}
