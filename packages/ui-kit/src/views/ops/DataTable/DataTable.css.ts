import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';
import { onHover } from '../../../styles/onHover';
import { focusOutline } from '../../../styles/focusRing';

const focusRing = { outline: focusOutline, outlineOffset: '-2px' };

/**
 * The table's own scroll box: wide tables scroll sideways inside it and long pages scroll under the
 * header, which sticks to its top. Its height leaves the console's bar, filters and pages in view.
 */
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: '70vh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const header = style({});

const alignVariants = {
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} as const;

/** A header cell: sticks to the top of the scroll box, on the muted surface. */
export const column = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.gutter,
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-focus-visible]': focusRing,
    },
    ...onHover({ color: vars.color.text }),
  },
  variants: { align: alignVariants },
});

/** The header of the select boxes: as narrow as a box. */
export const selectionColumn = style([column({ align: 'start' }), { width: vars.size.control, paddingInlineEnd: 0 }]);

export const columnTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

/** The sort sign: faint while the column is not the sort, strong once it is (aria-sort says it too). */
export const sortSign = recipe({
  base: { display: 'inline-flex' },
  variants: {
    isSorted: { true: { color: vars.color.text }, false: { color: vars.color.textDisabled } },
  },
});

export const body = style({});

// The empty, loading and error states fill the one cell React Aria draws for them.
globalStyle(`${body}[data-empty] td`, { padding: vars.space.large });

export const row = style({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-selected]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': focusRing,
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
  ...onHover({ background: vars.color.surfaceMuted }, { except: '[data-selected]' }),
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.gutter,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    // A console row is one line: a narrow window scrolls the table sideways rather than wrapping each cell.
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: { align: alignVariants },
});
