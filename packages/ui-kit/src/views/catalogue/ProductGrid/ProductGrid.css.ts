import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.gutter, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    columns: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 4 },
});

export const item = style({ minWidth: 0 });

/**
 * A card below the first two rows: laid out and painted only as it nears the window (issue #16: the
 * first layout and hydration of a long list paid for every card), keeping the size it last had.
 */
export const laterItem = style([item, { contentVisibility: 'auto', containIntrinsicSize: 'auto 22rem' }]);

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
