import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../primitives/controls/Button/Button';
import { Box } from '../../../primitives/layout/Box/Box';
import { Inline } from '../../../primitives/layout/Inline/Inline';
import { Stack } from '../../../primitives/layout/Stack/Stack';
import { Tiles } from '../../../primitives/layout/Tiles/Tiles';

export type FilterFormProps = {
  /** The filter fields (TextField, Select, DatePicker…), laid out in a grid: one a row on a phone, two on a tablet, three on a desktop. */
  children: ReactNode;
  /** Names the search landmark (订单筛选). */
  'aria-label': string;
  /** The submit button (查询). */
  submitLabel: string;
  /** The reset button (重置). */
  resetLabel: string;
  /** Called on 查询 or Enter in a field; the caller reads its controlled field values and loads page 1. */
  onSubmit: () => void;
  /** Called on 重置, after uncontrolled fields have gone back to their defaults; the caller clears its values. */
  onReset: () => void;
  /** The query runs: 查询 shows a spinner and ignores presses. */
  isPending?: boolean;
  /** Announced on the busy submit button (查询中). */
  pendingLabel?: string;
};

/**
 * The search form above a console list (订单 by number, mobile, consignee, status, dates): a search
 * landmark holding a native form, so Enter in a text field submits it and 重置 resets it as the
 * browser does (React Aria's fields follow a form's reset). Named FilterForm, not FilterBar: the
 * catalogue's FilterBar (facet toggles) already holds that name in the barrel.
 */
export function FilterForm({
  children,
  'aria-label': ariaLabel,
  submitLabel,
  resetLabel,
  onSubmit,
  onReset,
  isPending = false,
  pendingLabel,
}: FilterFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <Box as="section" padding="gutter" background="surface" border="standard" borderRadius="large">
      <form role="search" aria-label={ariaLabel} onSubmit={handleSubmit} onReset={onReset} noValidate>
        <Stack space="gutter">
          <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="gutter">
            {children}
          </Tiles>
          <Inline space="small" justify="flex-end">
            <Button type="reset" tone="neutral">
              {resetLabel}
            </Button>
            <Button type="submit" tone="primary" loading={isPending} loadingLabel={pendingLabel}>
              {submitLabel}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Box>
  );
}
