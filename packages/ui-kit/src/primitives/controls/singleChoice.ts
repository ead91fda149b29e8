import type { Key } from 'react-aria-components';

/**
 * The props that make a React Aria ToggleButtonGroup a single choice that always has one pressed
 * (the sort order): `onChange` hears only of a different choice, never of pressing
 * the one in use again.
 */
export function singleChoice(value: string, onChange: (id: string) => void) {
  return {
    selectionMode: 'single' as const,
    disallowEmptySelection: true,
    selectedKeys: [value],
    onSelectionChange: (keys: Set<Key>) => {
      const [next] = [...keys];
      if (next !== undefined && String(next) !== value) onChange(String(next));
    },
  };
}
